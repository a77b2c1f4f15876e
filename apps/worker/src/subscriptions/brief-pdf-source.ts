/**
 * Where the monthly brief's PDF comes from for its mail: another part of the product renders it.
 * Answers the PDF of one scope (`network`, `region:{code}`, `area:{code}`), month (YYYY-MM) and
 * language, or null when there is none (the mail then goes with its link only).
 */
export interface BriefPdfSource {
  pdf(scope: string, month: string, lang: 'th' | 'en'): Promise<Buffer | null>;
}

export const BRIEF_PDF_SOURCE = Symbol('BRIEF_PDF_SOURCE');

/** The default until the brief renderer is wired: no attachment. */
export const NO_BRIEF_PDF: BriefPdfSource = { pdf: () => Promise.resolve(null) };

/** The attachment's file name: BRIEF_{scope}_{YYYYMM}.pdf (the scope's ':' made safe for a file name). */
export function briefFileName(scope: string, month: string): string {
  return `BRIEF_${scope.replace(/[^A-Za-z0-9-]+/g, '-')}_${month.replace('-', '')}.pdf`;
}

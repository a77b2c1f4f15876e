import { briefFileName as briefDownloadName, parseBriefScope, type SqlRunner } from '@voc/domain';

/**
 * Where a subscription mail's attachment comes from (the stored copies the api wrote). The monthly brief's PDF: the api writes each place's brief of a
 * closed month once (month_briefs, apps/api/src/briefs), and the mail attaches that stored copy.
 * Answers the PDF of one scope (`network`, `region-{code}`, `area-{code}`), month (YYYY-MM) and
 * language, or null when there is none (the mail then goes with its link only).
 */
export interface BriefPdfSource {
  pdf(scope: string, month: string, lang: 'th' | 'en'): Promise<Buffer | null>;
  /** A saved view's scheduled spreadsheet the api wrote under its mail's key (scheduled_report_files), or null. */
  scheduledReport(key: string): Promise<{ fileName: string; content: Buffer } | null>;
}

export const BRIEF_PDF_SOURCE = Symbol('BRIEF_PDF_SOURCE');

/** No attachment (a test's choice). */
export const NO_BRIEF_PDF: BriefPdfSource = { pdf: () => Promise.resolve(null), scheduledReport: () => Promise.resolve(null) };

/** The briefs the api wrote: the stored PDF of the place, month and language. */
export function storedBriefPdfs(db: SqlRunner): BriefPdfSource {
  return {
    async pdf(scope, month, lang) {
      const rows = await db.query<Array<{ pdf: Buffer }>>(`SELECT pdf FROM month_briefs WHERE scope = $1 AND month = $2::date AND language = $3`, [scope, `${month.slice(0, 7)}-01`, lang]);
      return rows[0]?.pdf ?? null;
    },
    async scheduledReport(key) {
      const rows = await db.query<Array<{ file_name: string; content: Buffer }>>(`SELECT file_name, content FROM scheduled_report_files WHERE outbox_key = $1`, [key]);
      return rows[0] ? { fileName: rows[0].file_name, content: rows[0].content } : null;
    },
  };
}

/** The briefs the api has written for the month, as `scope/language` (`region-R1/th`). */
export async function writtenBriefs(db: SqlRunner, month: string): Promise<Set<string>> {
  const rows = await db.query<Array<{ key: string }>>(`SELECT scope || '/' || language AS key FROM month_briefs WHERE month = $1::date`, [`${month.slice(0, 7)}-01`]);
  return new Set(rows.map((row) => row.key));
}

/** The attachment's file name: the brief page's download name, BRIEF_{scope}_{YYYYMM}.pdf (English: _en). */
export function briefFileName(scope: string, month: string, lang: 'th' | 'en' = 'th'): string {
  const place = parseBriefScope(scope);
  if (place) return briefDownloadName(place, month, lang);
  return `BRIEF_${scope.replace(/[^A-Za-z0-9-]+/g, '-')}_${month.slice(0, 7).replace('-', '')}.pdf`;
}

import type { DataSource } from 'typeorm';

export interface DealerLabel {
  dealer_code: string;
  dealer_name: string;
  dealer_name_en: string;
  branch_name: string;
  branch_name_en: string;
}

/**
 * Names of the dealers a report counted, from the main database: the projections keep only the
 * dealer's id (they may live in a database of their own), so labels are looked up afterwards.
 */
export async function dealerLabels(db: DataSource, ids: readonly string[]): Promise<Map<string, DealerLabel>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<Array<DealerLabel & { id: string }>>(
    `SELECT id, dealer_code, dealer_name, dealer_name_en, branch_name, branch_name_en FROM dealers WHERE id = ANY($1::uuid[])`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map(({ id, ...label }) => [id, label]));
}

/** "CODE dealer branch" in Thai and in English (English names fall back to the Thai ones). */
export function dealerLabelText(label: DealerLabel | undefined, fallback: string): { label: string; label_en: string } {
  if (!label) return { label: fallback, label_en: fallback };
  return {
    label: `${label.dealer_code} ${label.dealer_name} ${label.branch_name}`,
    label_en: `${label.dealer_code} ${label.dealer_name_en || label.dealer_name} ${label.branch_name_en || label.branch_name}`,
  };
}

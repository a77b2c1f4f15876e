import type { DealerEntity } from '../../dealers/repositories/dealers.repository';
import type { KpiSums } from './kpi-measure';

/**
 * Per-dealer KPI sums folded per entity (dealer company): every measure of its branches added.
 * A row's key is a branch, or a branch and month ("<id>|YYYY-MM-01", master-as-of-month) whose
 * entity is the company the branch belonged to then. A branch the main database no longer knows
 * stays a group of its own, under its id.
 */
export function sumsByEntity(rows: readonly KpiSums[], entities: ReadonlyMap<string, DealerEntity>): Array<KpiSums & { label_en: string }> {
  const folded = new Map<string, KpiSums & { label_en: string }>();
  for (const row of rows) {
    const entity = entities.get(row.key);
    const key = entity ? entity.dealer_id : row.key.split('|')[0];
    const current = folded.get(key);
    if (!current) {
      folded.set(key, { ...row, key, label: entity ? `${entity.dealer_id} ${entity.dealer_name}` : key, label_en: entity ? `${entity.dealer_id} ${entity.dealer_name_en || entity.dealer_name}` : key });
      continue;
    }
    for (const [name, value] of Object.entries(row) as Array<[keyof KpiSums, string]>) {
      if (name === 'key' || name === 'label') continue;
      current[name] = String(Number(current[name] ?? 0) + Number(value ?? 0));
    }
  }
  return [...folded.values()].sort((a, b) => a.label.localeCompare(b.label));
}

import type { AuditValue, ChangeHistoryEntry, FieldChange } from '@voc/contracts';

/** One changed field of a history entry, as a row: a value change, or a secret that changed. */
export type HistoryRow = { field: string; secret: true } | { field: string; secret: false; from: AuditValue; to: AuditValue };

const isSecret = (change: FieldChange): change is { changed: true } => 'changed' in change;

/**
 * The rows of one entry, in the order the form shows its fields (`fieldOrder`; a dotted field sorts
 * by its first part, e.g. "working_hours.saturday.open" under "working_hours"), then any other
 * field by name. A "created" entry lists only the values that were set.
 */
export function historyRows(entry: ChangeHistoryEntry, fieldOrder: readonly string[]): HistoryRow[] {
  const rank = (field: string) => {
    const exact = fieldOrder.indexOf(field);
    if (exact >= 0) return exact;
    const parent = fieldOrder.indexOf(field.split('.')[0]);
    return parent >= 0 ? parent : fieldOrder.length;
  };
  return Object.entries(entry.changes)
    .filter(([, change]) => entry.action !== 'created' || isSecret(change) || (change.to !== null && change.to !== ''))
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([field, change]) => (isSecret(change) ? { field, secret: true } : { field, secret: false, from: change.from, to: change.to }));
}

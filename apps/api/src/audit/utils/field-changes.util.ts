import type { AuditValue, FieldChange } from '@voc/contracts';

/** A record as the audit log compares it: one value per (dotted) field name. */
export type AuditedFields = Record<string, AuditValue>;

/** Nested objects become dotted names: { group: { showroom: true } } -> { 'group.showroom': true }. */
export function flattenFields(value: Record<string, unknown>, prefix = ''): AuditedFields {
  const flat: AuditedFields = {};
  for (const [key, inner] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof inner === 'object' && inner !== null && !(inner instanceof Date)) Object.assign(flat, flattenFields(inner as Record<string, unknown>, name));
    else flat[name] = inner instanceof Date ? inner.toISOString() : ((inner ?? null) as AuditValue);
  }
  return flat;
}

/** The fields whose value differs, each with its value before and after. */
export function fieldChanges(before: AuditedFields, after: AuditedFields): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const from = before[name] ?? null;
    const to = after[name] ?? null;
    if (from !== to) changes[name] = { from, to };
  }
  return changes;
}

/** A new record's changes: every value it was created with. */
export function createdChanges(after: AuditedFields): Record<string, FieldChange> {
  return fieldChanges({}, after);
}

/** A secret field changed: recorded as such, its value never. */
export const SECRET_CHANGED: FieldChange = { changed: true };

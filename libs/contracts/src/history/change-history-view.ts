/** A recorded field value: the answer's own value, flattened (nested fields get dotted names). */
export type AuditValue = string | number | boolean | null;

/** An ordinary field's value before and after. */
export interface ValueChange {
  from: AuditValue;
  to: AuditValue;
}

/** A secret field (the password): only that it changed, never a value. */
export interface SecretChange {
  changed: true;
}

export type FieldChange = ValueChange | SecretChange;

/** Who made a change, with their name as it was then. */
export interface ChangedBy {
  _id: string | null;
  name: string;
}

/**
 * One recorded change of a user or dealer. `changes` names each field that changed, dotted for
 * nested ones ("permission.bp_report", "working_hours.saturday.open"); on "created" it holds
 * every value set.
 */
export interface ChangeHistoryEntry {
  changed_at: string;
  changed_by: ChangedBy;
  action: 'created' | 'updated' | 'submitted' | 'returned' | 'accepted';
  changes: Record<string, FieldChange>;
}

/** Detail answers show at most this many changes, newest first. */
export const HISTORY_LIMIT = 50;

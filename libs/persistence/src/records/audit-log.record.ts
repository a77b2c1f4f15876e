import type { ColumnMap } from '@voc/sql';

export type AuditedEntityType = 'user' | 'dealer' | 'pdca_plan';
export type AuditAction = 'created' | 'updated' | 'submitted' | 'returned' | 'accepted';

/** One field's change: old and new value, or (passwords) only that it changed. */
export type AuditFieldChange = { from: string | number | boolean | null; to: string | number | boolean | null } | { changed: true };

/** A row of audit_log: who changed which fields of a user or dealer, and when. */
export interface AuditLogRecord {
  /** bigint, as text */
  id: string;
  entityType: AuditedEntityType;
  entityId: string;
  action: AuditAction;
  changedBy: string | null;
  changedByName: string;
  changedAt: Date;
  changes: Record<string, AuditFieldChange>;
}

export const AUDIT_LOG_COLUMNS: ColumnMap<AuditLogRecord> = {
  id: 'id',
  entityType: 'entity_type',
  entityId: 'entity_id',
  action: 'action',
  changedBy: 'changed_by',
  changedByName: 'changed_by_name',
  changedAt: 'changed_at',
  changes: 'changes',
};

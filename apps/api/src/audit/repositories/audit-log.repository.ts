import { AUDIT_LOG_COLUMNS, type AuditLogRecord, type AuditedEntityType } from '@voc/persistence';
import { selectColumns, SqlParams, type SqlRunner } from '@voc/sql';

/** The audit_log table: who changed which user or dealer fields; append-only. */
export class AuditLogRepository {
  constructor(private readonly db: SqlRunner) {}

  /** Appends entries in one statement (changed_at is the statement's time). */
  async insert(entries: ReadonlyArray<Pick<AuditLogRecord, 'entityType' | 'entityId' | 'action' | 'changedBy' | 'changedByName' | 'changes'>>): Promise<void> {
    if (entries.length === 0) return;
    const params = new SqlParams();
    const rows = entries.map(
      (e) => `(${params.add(e.entityType)}, ${params.add(e.entityId)}, ${params.add(e.action)}, ${params.add(e.changedBy)}, ${params.add(e.changedByName)}, ${params.add(JSON.stringify(e.changes))}::jsonb)`,
    );
    await this.db.query(`INSERT INTO audit_log (entity_type, entity_id, action, changed_by, changed_by_name, changes) VALUES ${rows.join(', ')}`, params.values);
  }

  /** A record's entries, newest first, at most `limit`. */
  history(entityType: AuditedEntityType, entityId: string, limit: number): Promise<AuditLogRecord[]> {
    return this.db.query<AuditLogRecord[]>(
      `SELECT ${selectColumns(AUDIT_LOG_COLUMNS, 'a')} FROM audit_log a WHERE a.entity_type = $1 AND a.entity_id = $2 ORDER BY a.changed_at DESC, a.id DESC LIMIT $3`,
      [entityType, entityId, limit],
    );
  }
}

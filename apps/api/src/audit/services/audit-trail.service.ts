import { Injectable } from '@nestjs/common';
import { HISTORY_LIMIT, type ChangeHistoryEntry, type FieldChange } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import type { AuditAction, AuditedEntityType } from '@voc/persistence';
import type { SqlRunner } from '@voc/sql';
import { AuditLogRepository } from '../repositories/audit-log.repository';
import { InjectRepositoryFactory, RepositoryFactory } from '../../common/persistence/repository-providers';

export interface AuditEntry {
  entityType: AuditedEntityType;
  entityId: string;
  action: AuditAction;
  changes: Record<string, FieldChange>;
}

/**
 * Records who changed which user or dealer fields, in the transaction of the change itself, and
 * reads a record's history back. Callers pass field changes only; passwords appear as
 * { changed: true }, never as values.
 */
@Injectable()
export class AuditTrail {
  constructor(
    private readonly auditLog: AuditLogRepository,
    @InjectRepositoryFactory(AuditLogRepository) private readonly auditLogInTx: RepositoryFactory<AuditLogRepository>,
  ) {}

  async record(tx: SqlRunner, actor: Principal, entries: AuditEntry[]): Promise<void> {
    const rows = entries.filter((entry) => Object.keys(entry.changes).length > 0);
    await this.auditLogInTx.for(tx).insert(rows.map((entry) => ({ ...entry, changedBy: actor.userId, changedByName: actor.name })));
  }

  /** The newest changes first, at most HISTORY_LIMIT. */
  async history(entityType: AuditedEntityType, entityId: string): Promise<ChangeHistoryEntry[]> {
    const rows = await this.auditLog.history(entityType, entityId, HISTORY_LIMIT);
    return rows.map((row) => ({
      changed_at: row.changedAt.toISOString(),
      changed_by: { _id: row.changedBy, name: row.changedByName },
      action: row.action,
      changes: row.changes,
    }));
  }
}

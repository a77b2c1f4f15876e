import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { HISTORY_LIMIT, type ChangeHistoryEntry, type FieldChange } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { AuditLogEntity, type AuditAction, type AuditedEntityType } from '@voc/persistence';

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
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async record(manager: EntityManager, actor: Principal, entries: AuditEntry[]): Promise<void> {
    const rows = entries.filter((entry) => Object.keys(entry.changes).length > 0);
    if (rows.length === 0) return;
    await manager.insert(
      AuditLogEntity,
      rows.map((entry) => ({ ...entry, changedBy: actor.userId, changedByName: actor.name })),
    );
  }

  /** The newest changes first, at most HISTORY_LIMIT. */
  async history(entityType: AuditedEntityType, entityId: string): Promise<ChangeHistoryEntry[]> {
    const rows = await this.db.getRepository(AuditLogEntity).find({
      where: { entityType, entityId },
      order: { changedAt: 'DESC', id: 'DESC' },
      take: HISTORY_LIMIT,
    });
    return rows.map((row) => ({
      changed_at: row.changedAt.toISOString(),
      changed_by: { _id: row.changedBy, name: row.changedByName },
      action: row.action,
      changes: row.changes,
    }));
  }
}

import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type AuditedEntityType = 'user' | 'dealer';
export type AuditAction = 'created' | 'updated';

/** A recorded field value, or for a secret only that it changed. */
export type AuditFieldChange = { from: string | number | boolean | null; to: string | number | boolean | null } | { changed: true };

/** One change of a user or dealer: who, when and which fields, before and after. Append-only. */
@Entity({ name: 'audit_log' })
export class AuditLogEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'entity_type', type: 'text' })
  entityType!: AuditedEntityType;

  @Column({ name: 'entity_id', type: 'uuid' })
  entityId!: string;

  @Column({ type: 'text' })
  action!: AuditAction;

  @Column({ name: 'changed_by', type: 'uuid', nullable: true })
  changedBy!: string | null;

  @Column({ name: 'changed_by_name', type: 'text' })
  changedByName!: string;

  @Column({ name: 'changed_at', type: 'timestamptz', default: () => 'now()' })
  changedAt!: Date;

  @Column({ type: 'jsonb' })
  changes!: Record<string, AuditFieldChange>;
}

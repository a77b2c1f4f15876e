import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deleting a ticket leaves a trace (issue 31): who deleted it and why, beside when (deleted_at),
 * on the ticket's own row; the TicketDeleted event carries the same reason. The audit view lists
 * deleted tickets newest first: a partial index over the deleted ones only (the live lists' indexes
 * all exclude them). Tickets deleted before this migration keep a null reason and actor.
 */
export class TicketDeletionAudit1766250000000 implements MigrationInterface {
  name = 'TicketDeletionAudit1766250000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tickets ADD COLUMN deleted_by uuid REFERENCES users (id), ADD COLUMN deleted_reason text`);
    await q.query(`CREATE INDEX tickets_deleted_idx ON tickets (deleted_at DESC, id DESC) WHERE deleted_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX tickets_deleted_idx`);
    await q.query(`ALTER TABLE tickets DROP COLUMN deleted_reason, DROP COLUMN deleted_by`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A ticket's owner (issue 32): the person of its dealer, or of the call centre, who works it now.
 * The index serves "my tickets" and the workload per owner (open tickets per person) in the
 * ticket list's filters; a user removed from the directory leaves their tickets without an owner.
 */
export class TicketOwner1766400000000 implements MigrationInterface {
  name = 'TicketOwner1766400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tickets ADD COLUMN owner_id uuid REFERENCES users (id) ON DELETE SET NULL`);
    await q.query(`CREATE INDEX tickets_owner_status_idx ON tickets (owner_id, status) WHERE deleted_at IS NULL AND owner_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX tickets_owner_status_idx`);
    await q.query(`ALTER TABLE tickets DROP COLUMN owner_id`);
  }
}

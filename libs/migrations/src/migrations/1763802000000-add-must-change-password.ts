import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user whose password was set by someone else (a deployment's first administrator, from the
 * environment) must choose their own before doing anything else.
 */
export class AddMustChangePassword1763802000000 implements MigrationInterface {
  name = 'AddMustChangePassword1763802000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN must_change_password`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When the retention job removed an import's hotsheet or an export's file (the record stays). */
export class StoredFileRetention1763809200000 implements MigrationInterface {
  name = 'StoredFileRetention1763809200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE imports ADD COLUMN file_removed_at timestamptz`);
    await q.query(`ALTER TABLE exports ADD COLUMN file_removed_at timestamptz`);
    // The retention job's scans: finished records whose file is still kept, oldest first.
    await q.query(`CREATE INDEX imports_file_kept_idx ON imports (updated_at) WHERE file_removed_at IS NULL`);
    await q.query(`CREATE INDEX exports_file_kept_idx ON exports (updated_at) WHERE file_removed_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX exports_file_kept_idx`);
    await q.query(`DROP INDEX imports_file_kept_idx`);
    await q.query(`ALTER TABLE exports DROP COLUMN file_removed_at`);
    await q.query(`ALTER TABLE imports DROP COLUMN file_removed_at`);
  }
}

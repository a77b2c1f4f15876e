import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hotsheet imports (the upload, its two passes and each row's outcome), background spreadsheet
 * exports, and tickets.import_key: which imported row a ticket came from, unique, so the same
 * complaint is never created twice however often a file is imported or a job retried.
 */
export class CreateImports1763787600000 implements MigrationInterface {
  name = 'CreateImports1763787600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tickets ADD COLUMN import_key text`);
    await q.query(`CREATE UNIQUE INDEX tickets_import_key_key ON tickets (import_key) WHERE import_key IS NOT NULL`);
    // The lists' default order (newest complaint first, id to break ties) over every ticket: lets a
    // page, and an export's cursor, start at once instead of sorting everything in the scope first.
    await q.query(`CREATE INDEX tickets_created_oa_order_idx ON tickets (created_oa_date DESC, id DESC) WHERE deleted_at IS NULL`);

    await q.query(`
      CREATE TABLE imports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL DEFAULT 'hotsheet' CHECK (kind IN ('hotsheet')),
        type text NOT NULL CHECK (type IN ('showroom', 'service')),
        status text NOT NULL CHECK (status IN ('validating', 'previewed', 'creating', 'completed', 'failed')),
        -- The pass the progress counts: the dry run, then the creation of the valid rows.
        pass text NOT NULL DEFAULT 'dry_run' CHECK (pass IN ('dry_run', 'create')),
        file_name text NOT NULL,
        stored_name text NOT NULL UNIQUE,
        file_size integer NOT NULL,
        row_count integer NOT NULL,
        progress_done integer NOT NULL DEFAULT 0,
        progress_total integer NOT NULL DEFAULT 0,
        valid_count integer NOT NULL DEFAULT 0,
        problem_count integer NOT NULL DEFAULT 0,
        created_count integer NOT NULL DEFAULT 0,
        skipped_count integer NOT NULL DEFAULT 0,
        failed_count integer NOT NULL DEFAULT 0,
        error text,
        created_by uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        confirmed_by uuid REFERENCES users (id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        confirmed_at timestamptz,
        completed_at timestamptz
      )`);
    await q.query(`CREATE INDEX imports_created_by_idx ON imports (created_by, created_at DESC)`);
    await q.query(`CREATE INDEX imports_created_at_idx ON imports (created_at DESC)`);

    // One row per data row of the file: what the dry run found, then what creation did with it.
    await q.query(`
      CREATE TABLE import_rows (
        import_id uuid NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
        row_number integer NOT NULL,
        status text NOT NULL CHECK (status IN ('valid', 'problem', 'created', 'skipped', 'failed')),
        problems jsonb NOT NULL DEFAULT '[]'::jsonb,
        data jsonb NOT NULL,
        import_key text,
        ticket_id uuid REFERENCES tickets (id) ON DELETE SET NULL,
        PRIMARY KEY (import_id, row_number)
      )`);
    await q.query(`CREATE INDEX import_rows_status_idx ON import_rows (import_id, status, row_number)`);

    await q.query(`
      CREATE TABLE exports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('tickets', 'caseclosed', 'caseclosed_v1', 'dealer_kpi')),
        params jsonb NOT NULL,
        locale text NOT NULL,
        file_name text NOT NULL,
        status text NOT NULL CHECK (status IN ('queued', 'running', 'ready', 'failed')),
        progress_done integer NOT NULL DEFAULT 0,
        progress_total integer NOT NULL DEFAULT 0,
        stored_name text UNIQUE,
        error text,
        created_by uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await q.query(`CREATE INDEX exports_created_by_idx ON exports (created_by, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE exports`);
    await q.query(`DROP TABLE import_rows`);
    await q.query(`DROP TABLE imports`);
    await q.query(`DROP INDEX tickets_created_oa_order_idx`);
    await q.query(`DROP INDEX tickets_import_key_key`);
    await q.query(`ALTER TABLE tickets DROP COLUMN import_key`);
  }
}

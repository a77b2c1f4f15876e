import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * survey_held_items keeps why an unreadable item was held (the field and the problem the client
 * found) and when it was last served so: the survey sync now holds an item that breaks the
 * contract instead of failing its whole page (issue 31), and csn lists them to take up with the
 * vendor. The index serves the count per stream on the survey report pages.
 */
export class SurveyHeldItemDetail1765600000000 implements MigrationInterface {
  name = 'SurveyHeldItemDetail1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE survey_held_items ADD COLUMN detail text, ADD COLUMN last_held_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`CREATE INDEX survey_held_items_stream_reason_idx ON survey_held_items (stream, reason)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX survey_held_items_stream_reason_idx`);
    await q.query(`ALTER TABLE survey_held_items DROP COLUMN last_held_at, DROP COLUMN detail`);
  }
}

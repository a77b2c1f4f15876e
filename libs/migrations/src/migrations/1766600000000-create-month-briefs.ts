import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The monthly executive briefs (issue 33): one row per place (network, region, area), month and
 * language, written once when the month has closed: the brief's figures (content, the JSON the web
 * page shows) and its rendered A4 PDF, so a download or a mail never renders it again.
 */
export class CreateMonthBriefs1766600000000 implements MigrationInterface {
  name = 'CreateMonthBriefs1766600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE month_briefs (
        scope text NOT NULL CHECK (scope ~ '^(network|region-[A-Za-z0-9]+|area-[A-Za-z0-9_-]{1,10})$'),
        month date NOT NULL CHECK (extract(day FROM month) = 1),
        language text NOT NULL CHECK (language IN ('th', 'en')),
        content jsonb NOT NULL,
        pdf bytea NOT NULL,
        render_ms integer NOT NULL,
        written_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, month, language)
      )`);
    // The close watch asks which months have briefs at all.
    await q.query(`CREATE INDEX month_briefs_month_idx ON month_briefs (month)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE month_briefs`);
  }
}

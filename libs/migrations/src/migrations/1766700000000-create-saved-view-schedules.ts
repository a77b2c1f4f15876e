import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scheduled reports (issue 33). saved_view_schedules: a user's saved report view mailed as a
 * spreadsheet weekly or monthly, in Thai or English; one schedule per view, gone with its view (a
 * deleted view ends its subscription). scheduled_report_files: the spreadsheet the api wrote for
 * one scheduled mail (keyed by the mail's outbox key), attached by the worker when it sends the
 * mail. user_mail_outbox takes the new kind.
 */
export class CreateSavedViewSchedules1766700000000 implements MigrationInterface {
  name = 'CreateSavedViewSchedules1766700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE saved_view_schedules (
      saved_view_id uuid PRIMARY KEY REFERENCES saved_views (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      schedule text NOT NULL CHECK (schedule IN ('weekly', 'monthly')),
      language text NOT NULL CHECK (language IN ('th', 'en')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX saved_view_schedules_user_idx ON saved_view_schedules (user_id)`);
    await q.query(`CREATE TABLE scheduled_report_files (
      outbox_key text PRIMARY KEY,
      file_name text NOT NULL,
      content bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`ALTER TABLE user_mail_outbox DROP CONSTRAINT user_mail_outbox_kind_check`);
    await q.query(`ALTER TABLE user_mail_outbox ADD CONSTRAINT user_mail_outbox_kind_check CHECK (kind IN ('monthly_brief', 'weekly_digest', 'alerts', 'scheduled_report'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM user_mail_outbox WHERE kind = 'scheduled_report'`);
    await q.query(`ALTER TABLE user_mail_outbox DROP CONSTRAINT user_mail_outbox_kind_check`);
    await q.query(`ALTER TABLE user_mail_outbox ADD CONSTRAINT user_mail_outbox_kind_check CHECK (kind IN ('monthly_brief', 'weekly_digest', 'alerts'))`);
    await q.query(`DROP TABLE scheduled_report_files`);
    await q.query(`DROP TABLE saved_view_schedules`);
  }
}

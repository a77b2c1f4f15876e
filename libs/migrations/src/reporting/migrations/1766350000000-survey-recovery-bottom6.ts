import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Recovery counts Bottom6 responses only (issue 31, item 11): survey_low_scores says which of its
 * low scores are Bottom6 (a response only "not satisfied" still raises a ticket but is outside the
 * figure). The rows already there cannot tell (the NPS is in the survey log, not here), so the
 * survey projection starts again from the beginning of its log: its tables are emptied and its
 * checkpoint set back, and the worker re-projects them at its next survey step (as it does for a
 * new projection). The voice projection over the survey log keeps its own checkpoint.
 */
export class SurveyRecoveryBottom61766350000000 implements MigrationInterface {
  name = 'SurveyRecoveryBottom61766350000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reporting.survey_low_scores ADD COLUMN bottom6 boolean NOT NULL DEFAULT false`);
    await q.query(`TRUNCATE reporting.survey_rate_daily, reporting.survey_rate_monthly, reporting.survey_score_monthly, reporting.survey_low_scores`);
    await q.query(`UPDATE reporting.projection_checkpoints SET last_tx = '0'::xid8, last_position = 0, last_event_at = NULL, applied_at = now() WHERE projection = 'surveys'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reporting.survey_low_scores DROP COLUMN bottom6`);
  }
}

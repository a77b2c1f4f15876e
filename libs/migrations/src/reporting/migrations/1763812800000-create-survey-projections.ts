import type { MigrationInterface, QueryRunner } from 'typeorm';
import { surveyReportingTablesSql } from './frozen/survey-reporting-tables-1763812800000.sql';

/** The survey projections in the reporting schema (the survey log's own checkpoint and tables). */
export class CreateSurveyProjections1763812800000 implements MigrationInterface {
  name = 'CreateSurveyProjections1763812800000';

  async up(q: QueryRunner): Promise<void> {
    for (const statement of surveyReportingTablesSql('reporting')) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reporting.survey_low_scores`);
    await q.query(`DROP TABLE reporting.survey_score_daily`);
    await q.query(`DROP TABLE reporting.survey_rate_daily`);
    await q.query(`DELETE FROM reporting.projection_checkpoints WHERE projection = 'surveys'`);
  }
}

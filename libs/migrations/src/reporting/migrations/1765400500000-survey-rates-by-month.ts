import type { MigrationInterface, QueryRunner } from 'typeorm';
import { surveyRateMonthlySql } from './frozen/survey-rate-monthly-1765400500000.sql';

/**
 * Response-rate counts per Thai month received, beside the daily ones (issue 12, the reads at a
 * million responses): the report takes a long range's whole months from here and only its edge
 * days from survey_rate_daily. Filled from survey_rate_daily as it stands.
 */
export class SurveyRatesByMonth1765400500000 implements MigrationInterface {
  name = 'SurveyRatesByMonth1765400500000';

  async up(q: QueryRunner): Promise<void> {
    for (const statement of surveyRateMonthlySql('reporting')) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reporting.survey_rate_monthly`);
  }
}

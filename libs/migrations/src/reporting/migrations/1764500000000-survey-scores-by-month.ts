import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Survey scores kept per Thai month instead of per day (issue 12): every score report reads whole
 * months (monthly, rolling 3 and 6 months, fiscal YTD), so a fiscal year's NPS by region sums
 * twelve rows per dealer instead of 365. The daily rows are summed into their months; nothing is
 * lost that a report shows. (survey_rate_daily stays per day: the response-rate report takes any
 * date range.)
 */
export class SurveyScoresByMonth1764500000000 implements MigrationInterface {
  name = 'SurveyScoresByMonth1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE reporting.survey_score_monthly (
        month date NOT NULL,
        dealer_ref uuid NOT NULL,
        type text NOT NULL,
        area_code text,
        region text,
        responses integer NOT NULL DEFAULT 0,
        top2box integer NOT NULL DEFAULT 0,
        bottom6 integer NOT NULL DEFAULT 0,
        satisfied integer NOT NULL DEFAULT 0,
        low_scores integer NOT NULL DEFAULT 0,
        return_intent integer[] NOT NULL DEFAULT '{0,0,0,0}',
        experience integer[] NOT NULL DEFAULT '{0,0,0,0,0}',
        PRIMARY KEY (month, dealer_ref, type)
      )`);
    await q.query(`CREATE INDEX ON reporting.survey_score_monthly (type, month)`);
    await q.query(`CREATE INDEX ON reporting.survey_score_monthly (dealer_ref, type, month)`);
    await q.query(`CREATE INDEX ON reporting.survey_score_monthly (region, type, month)`);
    await q.query(`CREATE INDEX ON reporting.survey_score_monthly (area_code, type, month)`);
    await q.query(`
      INSERT INTO reporting.survey_score_monthly (month, dealer_ref, type, area_code, region, responses, top2box, bottom6, satisfied, low_scores, return_intent, experience)
      SELECT date_trunc('month', d.day)::date, d.dealer_ref, d.type, min(d.area_code), min(d.region),
             sum(d.responses), sum(d.top2box), sum(d.bottom6), sum(d.satisfied), sum(d.low_scores),
             ARRAY[sum(d.return_intent[1]), sum(d.return_intent[2]), sum(d.return_intent[3]), sum(d.return_intent[4])]::integer[],
             ARRAY[sum(d.experience[1]), sum(d.experience[2]), sum(d.experience[3]), sum(d.experience[4]), sum(d.experience[5])]::integer[]
      FROM reporting.survey_score_daily d
      GROUP BY 1, 2, 3`);
    await q.query(`DROP TABLE reporting.survey_score_daily`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The days cannot be told apart again: a month's counts go back on its first day.
    await q.query(`
      CREATE TABLE reporting.survey_score_daily (
        day date NOT NULL,
        dealer_ref uuid NOT NULL,
        type text NOT NULL,
        area_code text,
        region text,
        responses integer NOT NULL DEFAULT 0,
        top2box integer NOT NULL DEFAULT 0,
        bottom6 integer NOT NULL DEFAULT 0,
        satisfied integer NOT NULL DEFAULT 0,
        low_scores integer NOT NULL DEFAULT 0,
        return_intent integer[] NOT NULL DEFAULT '{0,0,0,0}',
        experience integer[] NOT NULL DEFAULT '{0,0,0,0,0}',
        PRIMARY KEY (day, dealer_ref, type)
      )`);
    await q.query(`CREATE INDEX ON reporting.survey_score_daily (type, day)`);
    await q.query(`CREATE INDEX ON reporting.survey_score_daily (dealer_ref, type, day)`);
    await q.query(`CREATE INDEX ON reporting.survey_score_daily (region, type, day)`);
    await q.query(`CREATE INDEX ON reporting.survey_score_daily (area_code, type, day)`);
    await q.query(`INSERT INTO reporting.survey_score_daily SELECT * FROM reporting.survey_score_monthly`);
    await q.query(`DROP TABLE reporting.survey_score_monthly`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * survey_score_monthly keeps half of each page free (fillfactor 50, as its definition says): the
 * projector adds every synced page's answers to the same few rows per dealer and month, and with
 * room on the page such an update is HOT (the counts are in no index) instead of a new entry in
 * each of the table's five indexes (issue 12, bench:survey stop 21). survey_rate_daily keeps its
 * pages full: a first sync mostly inserts its rows (one per day, dealer and type), and at half
 * full the response-rate read scans twice the pages (bench:survey p95 466 ms with it, 57 ms
 * without; the same run's GROUP BY over the log was 3.1x slower too, under heavier load).
 */
export class SurveyCountsFillfactor1765200100000 implements MigrationInterface {
  name = 'SurveyCountsFillfactor1765200100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reporting.survey_score_monthly SET (fillfactor = 50)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reporting.survey_score_monthly RESET (fillfactor)`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';
import { monthEndFreezingTablesSql } from './frozen/month-end-freezing-1765000000000.sql';

/**
 * Month-end freezing (issue 13): the frozen months of each projection and the frozen copies of the
 * KPI and VOC roll-ups. Months already projected freeze when the projections next pass an event
 * after their close (a rebuild freezes every closed month along the log).
 */
export class MonthEndFreezing1765000000000 implements MigrationInterface {
  name = 'MonthEndFreezing1765000000000';

  async up(q: QueryRunner): Promise<void> {
    for (const statement of monthEndFreezingTablesSql('reporting')) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['voc_category_monthly_frozen', 'voc_monthly_frozen', 'kpi_monthly_frozen', 'frozen_months']) await q.query(`DROP TABLE reporting.${table}`);
  }
}

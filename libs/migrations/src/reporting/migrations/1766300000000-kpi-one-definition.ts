import type { MigrationInterface, QueryRunner } from 'typeorm';
import { kpiOneDefinitionSql } from './frozen/kpi-one-definition-1766300000000.sql';

/**
 * One definition of each KPI across time (issue 31): KPI4's average counts a ticket still open at
 * its month's close with its days to the close, KPI5c counts an SMS receipt only within its window
 * after completion, and the dealer's own KPI4a stands beside KPI4a. The ticket projection is
 * rebuilt on upgrade: its tables are emptied and its checkpoints put back to the start, so the
 * workers replay the log with these rules and every month, closed ones included, is counted by the
 * same definition (docs/KPI-RULES.md). Until they have caught up, the KPI reports show the months
 * projected so far (GET /api/health says when the projections have caught up).
 */
export class KpiOneDefinition1766300000000 implements MigrationInterface {
  name = 'KpiOneDefinition1766300000000';

  async up(q: QueryRunner): Promise<void> {
    for (const statement of kpiOneDefinitionSql('reporting')) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['kpi_monthly', 'kpi_monthly_frozen']) {
      await q.query(`ALTER TABLE reporting.${table} DROP COLUMN kpi4_counted, DROP COLUMN kpi4a_dealer_met, DROP COLUMN kpi4a_dealer_decided`);
    }
    await q.query(`ALTER TABLE reporting.ticket_kpi DROP COLUMN kpi4_counted_days, DROP COLUMN approval_wait_hours, DROP COLUMN kpi4a_dealer`);
  }
}

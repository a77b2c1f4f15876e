import type { MigrationInterface, QueryRunner } from 'typeorm';
import { kpiCancelAndHeldTimeSql } from './frozen/kpi-cancel-and-held-time-1764000000000.sql';

/**
 * ticket_kpi learns when a ticket was cancelled (a KPI whose deadline had passed by then stays
 * missed) and who held its time (days to the proposal, days waiting for approval); kpi_monthly
 * sums the latter per dealer and month. Existing rows get the new figures from
 * `npm run projections:rebuild`, which replays the log with the new rules.
 */
export class KpiCancelAndHeldTime1764000000000 implements MigrationInterface {
  name = 'KpiCancelAndHeldTime1764000000000';

  async up(q: QueryRunner): Promise<void> {
    for (const statement of kpiCancelAndHeldTimeSql('reporting')) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reporting.kpi_monthly DROP COLUMN held_tickets, DROP COLUMN to_proposal_days_sum, DROP COLUMN approval_wait_days_sum`);
    await q.query(`DROP INDEX reporting.ticket_kpi_closed_at_idx`);
    await q.query(
      `ALTER TABLE reporting.ticket_kpi DROP COLUMN cancelled_at, DROP COLUMN proposal_at, DROP COLUMN approval_since, DROP COLUMN approval_wait_seconds, DROP COLUMN to_proposal_days, DROP COLUMN approval_wait_days`,
    );
  }
}

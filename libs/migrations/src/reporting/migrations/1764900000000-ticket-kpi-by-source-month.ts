import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ticket_kpi read by source and month of receipt (issue 13, bench:reports): the call-centre
 * report's outcomes (source callcenter) and the hot-alert report's standing and ageing (sources
 * hotsheet, hotsheet import) over all dealers had no index but the per-dealer one, so a csn or
 * head-office user's report scanned every ticket's row.
 */
export class TicketKpiBySourceMonth1764900000000 implements MigrationInterface {
  name = 'TicketKpiBySourceMonth1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX ON reporting.ticket_kpi (source, received_month)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX reporting.ticket_kpi_source_received_month_idx`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ticket_kpi's two indexes on the roll-ups' columns, (dealer_ref, type, received_month) and
 * (source, received_month), each take the missing columns of the key (month of receipt, dealer,
 * type, source) by which every tickets-projection batch recounts kpi_monthly,
 * ticket_status_monthly and ticket_closed_monthly.
 *
 * Why (issue 15, bench:projections (b) at 320,000 tickets, LAG_DIAG=1): the recount joins the
 * batch's keys to ticket_kpi on all four columns. Without statistics on ticket_kpi (not analysed
 * yet: autovacuum had not reached it, or is off) every index on those columns looks as selective as
 * another (one row a key) and the planner takes the smallest: (source, received_month) of reporting
 * migration 1764900000000. Each key's probe then read every dealer's tickets of that source and
 * month: 300 keys read 508,525 buffers for 12,152 rows at 71,000 tickets, and a batch's three
 * recounts took seconds, growing with the store. With only that index widened the planner took the
 * dealer's and read the key's dealer, type and month in every source (2× the key's rows in the
 * spec). With both covering the key, whichever it takes reads only the keys' rows
 * (rollup-recount-plans.integration-spec.ts); the reports that read by a prefix of either use them
 * as they did the old ones.
 */
export class TicketKpiRollupKeyIndex1765400700000 implements MigrationInterface {
  name = 'TicketKpiRollupKeyIndex1765400700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX ON reporting.ticket_kpi (dealer_ref, type, received_month, source)`);
    await q.query(`DROP INDEX reporting.ticket_kpi_dealer_ref_type_received_month_idx`);
    await q.query(`CREATE INDEX ON reporting.ticket_kpi (source, received_month, dealer_ref, type)`);
    await q.query(`DROP INDEX reporting.ticket_kpi_source_received_month_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX ON reporting.ticket_kpi (source, received_month)`);
    await q.query(`DROP INDEX reporting.ticket_kpi_source_received_month_dealer_ref_type_idx`);
    await q.query(`CREATE INDEX ON reporting.ticket_kpi (dealer_ref, type, received_month)`);
    await q.query(`DROP INDEX reporting.ticket_kpi_dealer_ref_type_received_month_source_idx`);
  }
}

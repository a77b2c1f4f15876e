import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ticket_status_monthly's (source, month) index takes the rest of the roll-up key (dealer, type),
 * as ticket_kpi's did in 1765400700000.
 *
 * Why (issue 15, branch rollup15): every tickets-projection batch now writes its keys'
 * ticket_status_monthly rows in place, reading the stored rows of each (month, dealer, type,
 * source) key to compare them with the recount. Unanalysed (autovacuum not there yet, or off), the
 * table's indexes all look equally selective and the planner takes the smallest, (source, month):
 * each key's probe read every dealer's rows of that source and month (auto_explain at 40,000
 * tickets: the recount 734 ms a batch on average, the slowest statement of the projection).
 * Covering the key, whichever index it takes reads only the key's rows
 * (rollup-recount-plans.integration-spec.ts); the call-centre report reads by its prefix as before.
 */
export class TicketStatusMonthlyKeyIndex1765400800000 implements MigrationInterface {
  name = 'TicketStatusMonthlyKeyIndex1765400800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX ON reporting.ticket_status_monthly (source, month, dealer_ref, type)`);
    await q.query(`DROP INDEX reporting.ticket_status_monthly_source_month_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX ON reporting.ticket_status_monthly (source, month)`);
    await q.query(`DROP INDEX reporting.ticket_status_monthly_source_month_dealer_ref_type_idx`);
  }
}

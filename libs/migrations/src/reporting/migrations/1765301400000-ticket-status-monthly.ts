import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ticketStatusMonthlySql } from './frozen/ticket-status-monthly-1765301400000.sql';

/**
 * Tickets per month, dealer, type, source and status now (issue 13, "Speed"), filled from
 * ticket_kpi as it stands: the call-centre outcomes and the hot alerts' standing read it instead
 * of a row per ticket; and ticket_kpi by source and time of receipt, for the age of the last days'
 * open hot alerts, the only ones still read per ticket.
 */
export class TicketStatusMonthly1765301400000 implements MigrationInterface {
  name = 'TicketStatusMonthly1765301400000';

  async up(q: QueryRunner): Promise<void> {
    for (const statement of ticketStatusMonthlySql('reporting')) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX reporting.ticket_kpi_source_received_at_idx`);
    await q.query(`DROP TABLE reporting.ticket_status_monthly`);
  }
}

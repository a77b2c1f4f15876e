import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ticketClosedMonthlySql } from './frozen/ticket-closed-monthly-1765301500000.sql';

/**
 * Completed tickets per Thai month of completion, month of receipt, dealer, type and source
 * (issue 13, "Speed"), filled from ticket_kpi as it stands: the case-closed report's count and
 * summary read it instead of every completed ticket's row.
 */
export class TicketClosedMonthly1765301500000 implements MigrationInterface {
  name = 'TicketClosedMonthly1765301500000';

  async up(q: QueryRunner): Promise<void> {
    for (const statement of ticketClosedMonthlySql('reporting')) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reporting.ticket_closed_monthly`);
  }
}

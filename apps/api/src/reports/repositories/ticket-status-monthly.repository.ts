import type { TicketStatus } from '@voc/domain';
import { TICKET_STATUS_MONTHLY } from '@voc/reporting-schema';
import { type SqlParams, type SqlRunner } from '@voc/sql';

/** reporting.ticket_status_monthly, aliased `r`: tickets per month of receipt, dealer, type, source and status now. */
export class TicketStatusMonthlyRepository {
  constructor(private readonly reporting: SqlRunner) {}

  /** Tickets per dealer and current status. */
  byDealerAndStatus(where: string, params: SqlParams): Promise<Array<{ dealer_id: string; status: TicketStatus; n: string }>> {
    return this.reporting.query(
      `SELECT r.dealer_ref::text AS dealer_id, r.status, sum(r.tickets)::text AS n FROM reporting.${TICKET_STATUS_MONTHLY.name} r WHERE ${where} GROUP BY 1, 2`,
      params.values,
    );
  }
}

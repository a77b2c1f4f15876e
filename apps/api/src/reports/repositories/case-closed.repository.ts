import { TICKET_CLOSED_MONTHLY } from '@voc/reporting-schema';
import { type SqlParams, type SqlRunner } from '@voc/sql';

/** A completed ticket as reporting.ticket_kpi holds it (numerics as text). */
export interface CaseClosedRecord {
  ticket_id: string;
  case_no: string | null;
  type: string;
  source: string;
  dealer_ref: string;
  received_at: string;
  closed_at: string;
  kpi4_days: string | null;
  kpi4a: boolean | null;
  to_proposal_days: string | null;
  approval_wait_days: string | null;
}

export interface CaseClosedSums {
  tickets: string;
  kpi4_days_sum: string;
  kpi4a_met: string;
  kpi4a_decided: string;
  held_tickets: string;
  to_proposal_days_sum: string;
  approval_wait_days_sum: string;
}

/**
 * The completed tickets: their rows from reporting.ticket_kpi (aliased `r`, read by completion
 * time: ticket_kpi_closed_at_idx), their count and sums from reporting.ticket_closed_monthly (aliased
 * `r`, by Thai month of completion).
 */
export class CaseClosedRepository {
  constructor(private readonly reporting: SqlRunner) {}

  /** One page of completed tickets, earliest completion first. */
  page(where: string, params: SqlParams, limit: number, offset: number): Promise<CaseClosedRecord[]> {
    return this.reporting.query<CaseClosedRecord[]>(
      `SELECT r.ticket_id, r.case_no, r.type, r.source, r.dealer_ref, to_json(r.received_at) #>> '{}' AS received_at, to_json(r.closed_at) #>> '{}' AS closed_at,
              r.kpi4_days, r.kpi4a, r.to_proposal_days, r.approval_wait_days
       FROM reporting.ticket_kpi r WHERE ${where} ORDER BY r.closed_at, r.ticket_id LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`,
      params.values,
    );
  }

  /** The sums over the roll-up rows `where` matches (conditions over ticket_closed_monthly). */
  async sums(where: string, params: SqlParams): Promise<CaseClosedSums> {
    const [sums] = await this.reporting.query<CaseClosedSums[]>(
      `SELECT coalesce(sum(r.tickets), 0) AS tickets, coalesce(sum(r.kpi4_days_sum), 0) AS kpi4_days_sum, coalesce(sum(r.kpi4a_met), 0) AS kpi4a_met,
              coalesce(sum(r.kpi4a_decided), 0) AS kpi4a_decided, coalesce(sum(r.held_tickets), 0) AS held_tickets,
              coalesce(sum(r.to_proposal_days_sum), 0) AS to_proposal_days_sum, coalesce(sum(r.approval_wait_days_sum), 0) AS approval_wait_days_sum
       FROM reporting.${TICKET_CLOSED_MONTHLY.name} r WHERE ${where}`,
      params.values,
    );
    return sums;
  }
}

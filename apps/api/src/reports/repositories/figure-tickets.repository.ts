import type { SqlParams, SqlRunner } from '@voc/sql';

/** A ticket behind a figure as reporting.ticket_kpi holds it (times as ISO text). */
export interface FigureTicketRecord {
  ticket_id: string;
  case_no: string | null;
  type: string;
  source: string;
  status: string;
  dealer_ref: string;
  received_at: string;
  next_due_at: string | null;
  live_state: string;
  met: boolean | null;
}

/**
 * The tickets behind a dashboard figure, from reporting.ticket_kpi (aliased `r`): open ones by the
 * live state of their next deadline (ticket_kpi_live_state_next_due_at_idx serves both the filter
 * and the time-left order), a KPI's decided ones by month of receipt.
 */
export class FigureTicketsRepository {
  constructor(private readonly reporting: SqlRunner) {}

  page(where: string, params: SqlParams, order: string, met: string, limit: number, offset: number): Promise<FigureTicketRecord[]> {
    return this.reporting.query<FigureTicketRecord[]>(
      `SELECT r.ticket_id, r.case_no, r.type, r.source, r.status, r.dealer_ref, to_json(r.received_at) #>> '{}' AS received_at,
              to_json(r.next_due_at) #>> '{}' AS next_due_at, r.live_state, ${met} AS met
       FROM reporting.ticket_kpi r WHERE ${where} ORDER BY ${order} LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`,
      params.values,
    );
  }

  async count(where: string, params: SqlParams): Promise<number> {
    const [{ n }] = await this.reporting.query<Array<{ n: string }>>(`SELECT count(*) AS n FROM reporting.ticket_kpi r WHERE ${where}`, params.values);
    return Number(n);
  }
}

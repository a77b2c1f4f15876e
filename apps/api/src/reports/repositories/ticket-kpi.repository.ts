import type { TicketStatus } from '@voc/domain';
import type { SqlParams, SqlRunner } from '@voc/persistence';

/** How old an open ticket is, in the dashboard's buckets. */
export const AGE_BUCKETS = ['0-1d', '1-3d', '3-5d', '5-10d', '10d+'] as const;
const AGEING = `CASE WHEN now() - r.received_at < interval '1 day' THEN '0-1d'
  WHEN now() - r.received_at < interval '3 days' THEN '1-3d'
  WHEN now() - r.received_at < interval '5 days' THEN '3-5d'
  WHEN now() - r.received_at < interval '10 days' THEN '5-10d' ELSE '10d+' END`;

/** reporting.ticket_kpi, aliased `r`: one row per ticket with its KPI times and live deadline state. */
export class TicketKpiRepository {
  constructor(private readonly reporting: SqlRunner) {}

  /** Tickets per live deadline state and age bucket. */
  byLiveStateAndAge(where: string, params: SqlParams): Promise<Array<{ live_state: string; bucket: string; n: string }>> {
    return this.reporting.query(`SELECT r.live_state, ${AGEING} AS bucket, count(*) AS n FROM reporting.ticket_kpi r WHERE ${where} GROUP BY 1, 2`, params.values);
  }

  /** Tickets per dealer, current status and (open ones only: not completed nor cancelled) age bucket. */
  byDealerStatusAndAge(where: string, params: SqlParams): Promise<Array<{ dealer_id: string; status: TicketStatus; bucket: string | null; n: string }>> {
    return this.reporting.query(
      `SELECT r.dealer_ref::text AS dealer_id, r.status, CASE WHEN r.status IN ('B', 'D') THEN NULL ELSE ${AGEING} END AS bucket, count(*) AS n
       FROM reporting.ticket_kpi r WHERE ${where} GROUP BY 1, 2, 3`,
      params.values,
    );
  }

  /** Tickets per dealer and current status. */
  byDealerAndStatus(where: string, params: SqlParams): Promise<Array<{ dealer_id: string; status: TicketStatus; n: string }>> {
    return this.reporting.query(`SELECT r.dealer_ref::text AS dealer_id, r.status, count(*) AS n FROM reporting.ticket_kpi r WHERE ${where} GROUP BY r.dealer_ref, r.status`, params.values);
  }
}

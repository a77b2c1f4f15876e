import type { TicketStatus } from '@voc/domain';
import type { SqlParams, SqlRunner } from '@voc/sql';

/** How old an open ticket is, in the dashboard's buckets. */
export const AGE_BUCKETS = ['0-1d', '1-3d', '3-5d', '5-10d', '10d+'] as const;
/** The last bucket: every open ticket received this long ago or longer. */
export const OLDEST_AGE_BUCKET = '10d+';
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

  /**
   * Open tickets (not completed nor cancelled) received less than ten days ago, per dealer,
   * current status and age bucket: the only ones whose bucket is not the oldest (through the index
   * by source and time of receipt; the rest of a dealer's open tickets are 10d+).
   */
  recentOpenByDealerStatusAndAge(where: string, params: SqlParams): Promise<Array<{ dealer_id: string; status: TicketStatus; bucket: string; n: string }>> {
    return this.reporting.query(
      `SELECT r.dealer_ref::text AS dealer_id, r.status, ${AGEING} AS bucket, count(*) AS n
       FROM reporting.ticket_kpi r WHERE ${where} AND r.status NOT IN ('B', 'D') AND r.received_at > now() - interval '10 days' GROUP BY 1, 2, 3`,
      params.values,
    );
  }

  /** Tickets per dealer and current status. */
  byDealerAndStatus(where: string, params: SqlParams): Promise<Array<{ dealer_id: string; status: TicketStatus; n: string }>> {
    return this.reporting.query(`SELECT r.dealer_ref::text AS dealer_id, r.status, count(*) AS n FROM reporting.ticket_kpi r WHERE ${where} GROUP BY r.dealer_ref, r.status`, params.values);
  }
}

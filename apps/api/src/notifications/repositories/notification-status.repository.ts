import { NOTIFY_MEASURES_SQL, type FailureReasonCount, type NotificationChannel, type NotifyMeasures } from '@voc/domain';
import type { SqlParams, SqlRunner } from '@voc/sql';

export type MonthSums = NotifyMeasures & { month: string; channel: NotificationChannel };
export type PlaceSums = MonthSums & { key: string };

/** reporting.notification_status, aliased `r`: one row per notification, summed by the notify report. */
export class NotificationStatusRepository {
  constructor(private readonly reporting: SqlRunner) {}

  /** The measures per month, channel and `key` (an expression over `r`). */
  byPlace(key: string, where: string, params: SqlParams): Promise<PlaceSums[]> {
    return this.reporting.query<PlaceSums[]>(
      `SELECT to_char(r.requested_month, 'YYYY-MM') AS month, r.channel, ${key} AS key, ${NOTIFY_MEASURES_SQL}
       FROM reporting.notification_status r WHERE ${where} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      params.values,
    );
  }

  /** The measures per month and channel. */
  byMonth(where: string, params: SqlParams): Promise<MonthSums[]> {
    return this.reporting.query<MonthSums[]>(
      `SELECT to_char(r.requested_month, 'YYYY-MM') AS month, r.channel, ${NOTIFY_MEASURES_SQL} FROM reporting.notification_status r WHERE ${where} GROUP BY 1, 2 ORDER BY 1, 2`,
      params.values,
    );
  }

  /**
   * Why they failed: each channel, stage and reason with its count (and, for a "not sent: no
   * contact" reason, per branch), most frequent first, at most `limit`; libs/domain
   * groupFailureReasons makes the report's rows of them. The reasons differ by the address they
   * name, so there are as many as failed addresses; the limit keeps a long range bounded.
   */
  failures(where: string, params: SqlParams, limit = 5000): Promise<FailureReasonCount[]> {
    return this.reporting.query(
      `SELECT r.channel, r.failure_stage AS stage, coalesce(r.failure_reason, '-') AS reason,
              CASE WHEN r.failure_reason LIKE 'no\\_contact%' THEN r.dealer_ref::text END AS dealer_ref, count(*)::int AS count
       FROM reporting.notification_status r WHERE ${where} AND r.status = 'failed' GROUP BY 1, 2, 3, 4 ORDER BY 5 DESC, 1, 3, 4 LIMIT ${Number(limit)}`,
      params.values,
    );
  }
}

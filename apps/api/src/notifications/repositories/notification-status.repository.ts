import { NOTIFY_MEASURES_SQL, type NotificationChannel, type NotifyMeasures } from '@voc/domain';
import type { SqlParams, SqlRunner } from '@voc/persistence';

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

  /** Why they failed: each reason with its count, most frequent first (at most `limit`). */
  failures(where: string, params: SqlParams, limit = 50): Promise<Array<{ channel: NotificationChannel; stage: 'send' | 'delivery'; reason: string; count: number }>> {
    return this.reporting.query(
      `SELECT r.channel, r.failure_stage AS stage, coalesce(r.failure_reason, '-') AS reason, count(*)::int AS count
       FROM reporting.notification_status r WHERE ${where} AND r.status = 'failed' GROUP BY 1, 2, 3 ORDER BY 4 DESC, 1, 3 LIMIT ${Number(limit)}`,
      params.values,
    );
  }
}

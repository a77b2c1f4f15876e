import { THAI_SQL, type NotificationChannel } from '@voc/domain';
import type { SubscriptionMailRow } from '@voc/contracts';
import type { SqlRunner } from '@voc/sql';

/** user_mail_outbox (the main database), summed for the notify report: subscription mails by month, kind and channel. */
export class SubscriptionMailStatusRepository {
  constructor(private readonly db: SqlRunner) {}

  byMonth(start: Date, end: Date, channel: NotificationChannel | null): Promise<SubscriptionMailRow[]> {
    return this.db.query<SubscriptionMailRow[]>(
      `SELECT to_char(${THAI_SQL.monthOf('r.requested_at')}, 'YYYY-MM') AS month, r.kind, r.channel,
              count(*)::int AS requested, count(*) FILTER (WHERE r.status = 'sent')::int AS sent, count(*) FILTER (WHERE r.status = 'failed')::int AS failed
       FROM user_mail_outbox r
       WHERE r.requested_at >= $1::timestamptz AND r.requested_at < $2::timestamptz AND ($3::text IS NULL OR r.channel = $3)
       GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      [start.toISOString(), end.toISOString(), channel],
    );
  }
}

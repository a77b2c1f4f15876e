import { randomUUID } from 'node:crypto';
import type { SubscriptionMailKind } from '@voc/domain';
import { returnedRows, type SqlRunner, type UnitOfWork } from '@voc/sql';

/** Where a mail's attachment comes from, produced when it is sent (never stored in the outbox). */
export type MailAttachmentSource =
  | { source: 'brief'; scope: string; month: string; lang: 'th' | 'en' }
  /** A saved view's scheduled spreadsheet, written by the api into scheduled_report_files under the mail's key. */
  | { source: 'scheduled_report'; key: string };

/** A subscription mail or SMS to request. */
export interface UserMailRequest {
  idempotencyKey: string;
  userId: string;
  kind: SubscriptionMailKind;
  period: string;
  channel: 'email' | 'sms';
  address: string;
  subject: string;
  body: string;
  unsubscribeUrl: string | null;
  attachment: MailAttachmentSource | null;
}

export interface UserMailRow {
  id: string;
  idempotency_key: string;
  user_id: string;
  kind: SubscriptionMailKind;
  period: string;
  channel: 'email' | 'sms';
  address: string;
  subject: string;
  body: string;
  unsubscribe_url: string | null;
  attachment: MailAttachmentSource | null;
  status: 'requested' | 'sending' | 'sent' | 'failed';
  attempts: number;
}

const COLUMNS = 'id, idempotency_key, user_id, kind, period, channel, address, subject, body, unsubscribe_url, attachment, status, attempts';

/**
 * The outbox of mail to users that is not about one ticket (user_mail_outbox, migration
 * 1766610000000): requested once per key (a repeated run requests nothing again), claimed by the
 * sender when due, then sent, failed for good, or put back with its next attempt later. Each step
 * is a compare-and-set on the status, as in the ticket outbox.
 */
export class UserMailOutbox {
  constructor(private readonly uow: UnitOfWork) {}

  /** Requests the mails whose key is new; answers how many were new. */
  static async request(db: SqlRunner, requests: readonly UserMailRequest[], now: Date): Promise<number> {
    if (requests.length === 0) return 0;
    const json = JSON.stringify(
      requests.map((r) => ({
        id: randomUUID(),
        idempotency_key: r.idempotencyKey,
        user_id: r.userId,
        kind: r.kind,
        period: r.period,
        channel: r.channel,
        address: r.address,
        subject: r.subject,
        body: r.body,
        unsubscribe_url: r.unsubscribeUrl,
        attachment: r.attachment,
      })),
    );
    const rows = await db.query<Array<{ n: number }>>(
      `WITH i AS (
         INSERT INTO user_mail_outbox (id, idempotency_key, user_id, kind, period, channel, address, subject, body, unsubscribe_url, attachment, requested_at, next_attempt_at)
         SELECT id, idempotency_key, user_id, kind, period, channel, address, subject, body, unsubscribe_url, attachment, $2::timestamptz, least($2::timestamptz, now())
         FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, idempotency_key text, user_id uuid, kind text, period text, channel text, address text, subject text, body text,
                                                 unsubscribe_url text, attachment jsonb)
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING id)
       SELECT count(*)::int AS n FROM i`,
      [json, now.toISOString()],
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * Claims up to `limit` rows due now of these channels (requested, or left 'sending' by an
   * attempt that died more than `staleMs` ago); rows another sender holds are skipped.
   */
  async claimDue(limit: number, channels: readonly string[], now: Date, staleMs = 60_000): Promise<UserMailRow[]> {
    if (channels.length === 0) return [];
    const rows = await this.uow.runner.query<unknown>(
      `UPDATE user_mail_outbox SET status = 'sending', attempts = attempts + 1, claimed_at = $3
       WHERE id IN (SELECT id FROM user_mail_outbox
                    WHERE status IN ('requested', 'sending') AND next_attempt_at <= $3 AND channel = ANY($2::text[])
                      AND (status = 'requested' OR claimed_at < $3::timestamptz - make_interval(secs => $4::float8 / 1000))
                    ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING ${COLUMNS}`,
      [limit, channels, now.toISOString(), staleMs],
    );
    return returnedRows<UserMailRow>(rows);
  }

  async recordSent(id: string, messageId: string, at: Date): Promise<void> {
    await this.uow.runner.query(`UPDATE user_mail_outbox SET status = 'sent', provider_message_id = $2, sent_at = $3, finished_at = $3, last_error = NULL WHERE id = $1 AND status = 'sending'`, [
      id,
      messageId,
      at.toISOString(),
    ]);
  }

  async recordFailed(id: string, reason: string, at: Date): Promise<void> {
    await this.uow.runner.query(`UPDATE user_mail_outbox SET status = 'failed', last_error = $2, finished_at = $3 WHERE id = $1 AND status = 'sending'`, [id, reason.slice(0, 1000), at.toISOString()]);
  }

  /** Not sent this time: owed again from `nextAt`, with the reason kept. */
  async recordRetry(id: string, reason: string, nextAt: Date): Promise<void> {
    await this.uow.runner.query(`UPDATE user_mail_outbox SET status = 'requested', last_error = $2, next_attempt_at = $3 WHERE id = $1 AND status = 'sending'`, [id, reason.slice(0, 1000), nextAt.toISOString()]);
  }
}

import type { NotificationChannel, NotificationPurpose } from '@voc/domain';
import { returnedRows, type SqlRunner, type UnitOfWork } from '@voc/persistence';
import { TICKET_EVENT_TYPES, type TicketDimensions } from '@voc/events';

/** An outbox row as the sender and the receipt endpoint read it. */
export interface OutboxRow {
  id: string;
  idempotency_key: string;
  ticket_id: string;
  channel: NotificationChannel;
  purpose: NotificationPurpose;
  address: string;
  subject: string;
  body: string;
  dimensions: TicketDimensions;
  status: 'requested' | 'sending' | 'sent' | 'delivered' | 'failed';
  attempts: number;
  provider_message_id: string | null;
}

const COLUMNS = 'id, idempotency_key, ticket_id, channel, purpose, address, subject, body, dimensions, status, attempts, provider_message_id';

async function appendNotificationEvent(tx: SqlRunner, row: OutboxRow, type: string, extra: Record<string, unknown>, at: Date): Promise<void> {
  const payload = { ticket: row.dimensions, notification_id: row.id, channel: row.channel, purpose: row.purpose, ...extra };
  await tx.query(`INSERT INTO ticket_events (ticket_id, type, payload, actor_id, actor_type, occurred_at) VALUES ($1, $2, $3, NULL, NULL, $4)`, [row.ticket_id, type, JSON.stringify(payload), at]);
}

/**
 * The notification outbox (notification_outbox, migration 1764200000000): claimed by a send
 * attempt, then recorded as sent or failed, and later delivered or failed by a receipt; each
 * recorded step appends its event to ticket_events in the same transaction. Every step is a
 * compare-and-set on the status, so a repeated job or receipt records nothing twice.
 */
export class NotificationOutbox {
  constructor(private readonly uow: UnitOfWork) {}

  /**
   * Hands up to `limit` requested rows of the channels this worker can send to the caller (the dispatcher, which queues a send job
   * each), marking them queued; rows another dispatcher holds are skipped.
   */
  async takeToQueue(limit: number, channels: readonly NotificationChannel[]): Promise<string[]> {
    if (channels.length === 0) return [];
    const rows = await this.uow.runner.query<Array<{ id: string }>>(
      `UPDATE notification_outbox SET queued_at = now()
       WHERE id IN (SELECT id FROM notification_outbox WHERE status = 'requested' AND queued_at IS NULL AND channel = ANY($2::text[])
                    ORDER BY requested_at LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING id`,
      [limit, channels],
    );
    return returnedRows<{ id: string }>(rows).map((r) => r.id);
  }

  /** Rows of these channels still owed (requested or mid-send) that were queued more than `olderThanMs` ago: Redis may have lost their job. */
  async owed(olderThanMs: number, limit: number, channels: readonly NotificationChannel[]): Promise<string[]> {
    if (channels.length === 0) return [];
    const rows = await this.uow.runner.query<Array<{ id: string }>>(
      `SELECT id FROM notification_outbox WHERE status IN ('requested', 'sending') AND channel = ANY($3::text[])
         AND (queued_at IS NULL OR queued_at < now() - make_interval(secs => $1::float8 / 1000))
       ORDER BY requested_at LIMIT $2`,
      [olderThanMs, limit, channels],
    );
    return rows.map((r) => r.id);
  }

  async markQueued(ids: readonly string[]): Promise<void> {
    if (ids.length) await this.uow.runner.query(`UPDATE notification_outbox SET queued_at = now() WHERE id = ANY($1::uuid[]) AND status IN ('requested', 'sending')`, [ids]);
  }

  /**
   * Starts a send attempt: a requested row (or one left 'sending' by an attempt that died) becomes
   * 'sending' with one more attempt; null when it is already sent, delivered or failed (nothing to do).
   */
  async claim(id: string): Promise<OutboxRow | null> {
    const rows = await this.uow.runner.query<unknown>(
      `UPDATE notification_outbox SET status = 'sending', attempts = attempts + 1, claimed_at = now()
       WHERE id = $1 AND status IN ('requested', 'sending') RETURNING ${COLUMNS}`,
      [id],
    );
    return returnedRows<OutboxRow>(rows)[0] ?? null;
  }

  /** The transport accepted it: sent, with the transport's message id, and its NotificationSent event. */
  async recordSent(row: OutboxRow, messageId: string, at: Date): Promise<boolean> {
    return this.uow.run(async (tx) => {
      const updated = returnedRows<{ attempts: number }>(
        await tx.query(
          `UPDATE notification_outbox SET status = 'sent', provider_message_id = $2, sent_at = $3, last_error = NULL WHERE id = $1 AND status = 'sending' RETURNING attempts`,
          [row.id, messageId, at],
        ),
      );
      if (updated.length === 0) return false;
      await appendNotificationEvent(tx, row, TICKET_EVENT_TYPES.notificationSent, { provider_message_id: messageId, attempts: updated[0].attempts }, at);
      return true;
    });
  }

  /** Refused for good while sending: failed with the reason, and its NotificationFailed event. */
  async recordSendFailed(row: OutboxRow, reason: string, at: Date): Promise<boolean> {
    return this.uow.run(async (tx) => {
      const updated = returnedRows(
        await tx.query(`UPDATE notification_outbox SET status = 'failed', last_error = $2, finished_at = $3 WHERE id = $1 AND status IN ('requested', 'sending') RETURNING id`, [row.id, reason, at]),
      );
      if (updated.length === 0) return false;
      await appendNotificationEvent(tx, row, TICKET_EVENT_TYPES.notificationFailed, { stage: 'send', reason }, at);
      return true;
    });
  }

  /** A failed attempt to be tried again: only the reason is kept (the row stays owed). */
  async recordRetry(id: string, reason: string): Promise<void> {
    await this.uow.runner.query(`UPDATE notification_outbox SET last_error = $2 WHERE id = $1 AND status = 'sending'`, [id, reason]);
  }

  /**
   * A delivery receipt: a sent row becomes delivered or failed (with the reason) and gets its event.
   * Answers what happened: recorded, already (a repeated receipt, or one after the final state),
   * unknown (no such message), not_sent (the send is not recorded yet: the gateway posts again).
   */
  async recordReceipt(receipt: { messageId: string; clientReference: string; status: 'delivered' | 'failed'; reason?: string; at: Date }): Promise<'recorded' | 'already' | 'unknown' | 'not_sent'> {
    return this.uow.run(async (tx) => {
      const [row] = await tx.query<OutboxRow[]>(
        `SELECT ${COLUMNS} FROM notification_outbox WHERE channel = 'sms' AND (provider_message_id = $1 OR idempotency_key = $2) ORDER BY (provider_message_id = $1) DESC NULLS LAST LIMIT 1 FOR UPDATE`,
        [receipt.messageId, receipt.clientReference],
      );
      if (!row) return 'unknown';
      if (row.status === 'requested' || row.status === 'sending') return 'not_sent';
      if (row.status !== 'sent' || row.provider_message_id !== receipt.messageId) return row.status === 'sent' ? 'unknown' : 'already';
      const reason = receipt.reason?.trim() || 'delivery failed';
      await tx.query(`UPDATE notification_outbox SET status = $2, finished_at = $3, last_error = $4 WHERE id = $1`, [row.id, receipt.status, receipt.at, receipt.status === 'failed' ? reason : null]);
      if (receipt.status === 'delivered') await appendNotificationEvent(tx, row, TICKET_EVENT_TYPES.notificationDelivered, { provider_message_id: receipt.messageId }, receipt.at);
      else await appendNotificationEvent(tx, row, TICKET_EVENT_TYPES.notificationFailed, { stage: 'delivery', reason }, receipt.at);
      return 'recorded';
    });
  }
}

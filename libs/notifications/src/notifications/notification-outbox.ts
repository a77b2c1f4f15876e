import type { NotificationChannel, NotificationPurpose } from '@voc/domain';
import { returnedRows, type UnitOfWork } from '@voc/sql';
import { appendTicketEvent, appendTicketEventsSql, TICKET_EVENT_TYPES, ticketPayloadSql, type NotificationRef, type TicketDimensions } from '@voc/events';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const COLUMNS = 'id, idempotency_key, ticket_id, channel, purpose, address, subject, body, dimensions, status, attempts, provider_message_id';

/** What every notification event of an outbox row repeats (the catalogue's NotificationRef). */
function notificationRef(row: OutboxRow): NotificationRef {
  return { ticket: row.dimensions, notification_id: row.id, channel: row.channel, purpose: row.purpose };
}

/** The NotificationSent event of each row a statement recorded (`recorded`: the outbox row's columns with message_id and at). */
const SENT_EVENTS_SQL = appendTicketEventsSql({
  ticketId: 'ticket_id',
  type: '$4',
  payload: ticketPayloadSql(TICKET_EVENT_TYPES.notificationSent, {
    ticket: 'dimensions',
    notification_id: 'id',
    channel: 'channel',
    purpose: 'purpose',
    provider_message_id: 'message_id',
    attempts: 'attempts',
  }),
  occurredAt: 'at',
  from: 'FROM recorded ORDER BY at, id',
  returning: "payload->>'notification_id' AS id",
});

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
    return (await this.claimMany([id])).get(id) ?? null;
  }

  /**
   * claim for many rows in one statement (the sender gathers the claims its send jobs make at one
   * moment): the rows claimed, by id; an id missing from the answer has nothing to do (a
   * malformed id names no row, and is not let fail the statement of the others).
   */
  async claimMany(ids: readonly string[]): Promise<Map<string, OutboxRow>> {
    const wellFormed = [...new Set(ids)].filter((id) => UUID.test(id));
    if (wellFormed.length === 0) return new Map();
    const rows = await this.uow.runner.query<unknown>(
      `UPDATE notification_outbox SET status = 'sending', attempts = attempts + 1, claimed_at = now()
       WHERE id = ANY($1::uuid[]) AND status IN ('requested', 'sending') RETURNING ${COLUMNS}`,
      [wellFormed],
    );
    return new Map(returnedRows<OutboxRow>(rows).map((row) => [row.id, row]));
  }

  /** The transport accepted it: sent, with the transport's message id, and its NotificationSent event. */
  async recordSent(row: Pick<OutboxRow, 'id'>, messageId: string, at: Date): Promise<boolean> {
    return (await this.recordSentMany([{ id: row.id, messageId, at }])).has(row.id);
  }

  /**
   * recordSent for many rows in one statement, so in one transaction: each row still 'sending'
   * becomes sent, and its NotificationSent event (the catalogue's payload, SENT_EVENTS_SQL)
   * is appended by the same statement. Answers the ids recorded; a row already recorded (a
   * repeated job) is left as it is and not in the answer. An id given twice is recorded once, as given first.
   */
  async recordSentMany(sent: ReadonlyArray<{ id: string; messageId: string; at: Date }>): Promise<Set<string>> {
    const first = new Map<string, (typeof sent)[number]>();
    for (const s of sent) if (!first.has(s.id)) first.set(s.id, s);
    const unique = [...first.values()];
    if (unique.length === 0) return new Set();
    const rows = await this.uow.runner.query<Array<{ id: string }>>(
      `WITH sent AS (SELECT * FROM unnest($1::uuid[], $2::text[], $3::timestamptz[]) AS s (id, message_id, at)),
       recorded AS (
         UPDATE notification_outbox o SET status = 'sent', provider_message_id = sent.message_id, sent_at = sent.at, last_error = NULL
         FROM sent WHERE o.id = sent.id AND o.status = 'sending'
         RETURNING o.id, o.ticket_id, o.channel, o.purpose, o.dimensions, o.attempts, sent.message_id, sent.at)
       ${SENT_EVENTS_SQL}`,
      [unique.map((s) => s.id), unique.map((s) => s.messageId), unique.map((s) => s.at.toISOString()), TICKET_EVENT_TYPES.notificationSent],
    );
    return new Set(returnedRows<{ id: string }>(rows).map((r) => r.id));
  }

  /** Refused for good while sending: failed with the reason, and its NotificationFailed event. */
  async recordSendFailed(row: OutboxRow, reason: string, at: Date): Promise<boolean> {
    return this.uow.run(async (tx) => {
      const updated = returnedRows(
        await tx.query(`UPDATE notification_outbox SET status = 'failed', last_error = $2, finished_at = $3 WHERE id = $1 AND status IN ('requested', 'sending') RETURNING id`, [row.id, reason, at]),
      );
      if (updated.length === 0) return false;
      await appendTicketEvent(tx, row.ticket_id, TICKET_EVENT_TYPES.notificationFailed, { ...notificationRef(row), stage: 'send', reason }, null, at);
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
      if (receipt.status === 'delivered') {
        await appendTicketEvent(tx, row.ticket_id, TICKET_EVENT_TYPES.notificationDelivered, { ...notificationRef(row), provider_message_id: receipt.messageId }, null, receipt.at);
      } else {
        await appendTicketEvent(tx, row.ticket_id, TICKET_EVENT_TYPES.notificationFailed, { ...notificationRef(row), stage: 'delivery', reason }, null, receipt.at);
      }
      return 'recorded';
    });
  }
}

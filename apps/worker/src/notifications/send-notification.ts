import type { SendingOutbox } from './batched-outbox';
import { TransportError, type NotificationTransports } from './transports/notification-transport';

/** What one send attempt came to. */
export type SendOutcome =
  | { kind: 'done' } // already sent, delivered or failed: nothing to do
  | { kind: 'sent'; messageId: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'retry'; reason: string; delayMs: number };

/** The wait before attempt n+1 of a message whose transport is down: 1 s doubling to the cap, ±20 %. */
export function retryDelayMs(attempts: number, maxBackoffMs: number, retryAfterSeconds: number | null, random = Math.random): number {
  if (retryAfterSeconds !== null) return Math.min(retryAfterSeconds * 1000, maxBackoffMs);
  const base = Math.min(maxBackoffMs, 1000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * One send attempt of one notification: claim the row, hand the message to its channel's transport
 * with the row's idempotency key, record the outcome. A retried or duplicated job finds the row
 * finished and does nothing; a job killed after the transport accepted but before the record is
 * claimed again and sends again under the same key, which the SMS gateway answers with the first
 * message's id without sending (its contract), and SMTP carries under the same Message-ID.
 * A channel without a transport (not configured) leaves the message owed.
 */
export async function sendNotification(outbox: SendingOutbox, transports: NotificationTransports, notificationId: string, maxBackoffMs: number, now: () => Date = () => new Date()): Promise<SendOutcome> {
  const row = await outbox.claim(notificationId);
  if (!row) return { kind: 'done' };
  const transport = transports[row.channel];
  if (!transport) {
    const reason = `${row.channel === 'email' ? 'SMTP_URL' : 'SMS_GATEWAY_URL'} is not configured`;
    await outbox.recordRetry(row.id, reason);
    return { kind: 'retry', reason, delayMs: maxBackoffMs };
  }
  try {
    const { messageId } = await transport.send({ notificationId: row.id, idempotencyKey: row.idempotency_key, channel: row.channel, to: row.address, subject: row.subject, body: row.body });
    await outbox.recordSent(row, messageId, now());
    return { kind: 'sent', messageId };
  } catch (error) {
    if (!(error instanceof TransportError)) throw error;
    if (error.permanent) {
      await outbox.recordSendFailed(row, error.reason, now());
      return { kind: 'failed', reason: error.reason };
    }
    await outbox.recordRetry(row.id, error.reason);
    return { kind: 'retry', reason: error.reason, delayMs: retryDelayMs(row.attempts, maxBackoffMs, error.retryAfterSeconds) };
  }
}

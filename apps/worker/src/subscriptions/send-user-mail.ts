import type { UserMailOutbox, UserMailRow } from '@voc/notifications';
import { retryDelayMs } from '../notifications/send-notification';
import { TransportError, type NotificationTransports, type OutgoingMessage } from '../notifications/transports/notification-transport';
import { briefFileName, type BriefPdfSource } from './brief-pdf-source';

const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type UserMailOutcome = { kind: 'sent' } | { kind: 'failed'; reason: string } | { kind: 'retry'; reason: string };

/** The message of an outbox row: its attachment produced now, its unsubscribe link in the headers too (RFC 2369, RFC 8058). */
export async function messageOf(row: UserMailRow, briefs: BriefPdfSource): Promise<OutgoingMessage> {
  const message: OutgoingMessage = { notificationId: row.id, idempotencyKey: row.idempotency_key, channel: row.channel, to: row.address, subject: row.subject, body: row.body };
  if (row.channel !== 'email') return message;
  if (row.unsubscribe_url) message.headers = { 'List-Unsubscribe': `<${row.unsubscribe_url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  if (row.attachment?.source === 'brief') {
    const pdf = await briefs.pdf(row.attachment.scope, row.attachment.month, row.attachment.lang);
    if (pdf) message.attachments = [{ filename: briefFileName(row.attachment.scope, row.attachment.month, row.attachment.lang), content: pdf, contentType: 'application/pdf' }];
  }
  if (row.attachment?.source === 'scheduled_report') {
    // The api wrote the spreadsheet before requesting the mail: a missing one is a fault, retried (never sent without it).
    const file = await briefs.scheduledReport(row.attachment.key);
    if (!file) throw new Error(`the scheduled report's spreadsheet ${row.attachment.key} is not stored`);
    message.attachments = [{ filename: file.fileName, content: file.content, contentType: XLSX_CONTENT_TYPE }];
  }
  return message;
}

/**
 * One attempt of one claimed row, like the ticket outbox's: sent; refused for good (a bad address)
 * failed; anything else (the transport down, not configured, the PDF source failing) owed again
 * after a backoff growing to `maxBackoffMs`, never dropped.
 */
export async function sendUserMail(outbox: UserMailOutbox, transports: NotificationTransports, briefs: BriefPdfSource, row: UserMailRow, maxBackoffMs: number, now: () => Date = () => new Date()): Promise<UserMailOutcome> {
  const transport = transports[row.channel];
  const retry = async (reason: string, retryAfter: number | null = null): Promise<UserMailOutcome> => {
    await outbox.recordRetry(row.id, reason, new Date(now().getTime() + retryDelayMs(row.attempts, maxBackoffMs, retryAfter)));
    return { kind: 'retry', reason };
  };
  if (!transport) return retry(`${row.channel === 'email' ? 'SMTP_URL' : 'SMS_GATEWAY_URL'} is not configured`);
  try {
    const { messageId } = await transport.send(await messageOf(row, briefs));
    await outbox.recordSent(row.id, messageId, now());
    return { kind: 'sent' };
  } catch (error) {
    if (error instanceof TransportError) {
      if (!error.permanent) return retry(error.reason, error.retryAfterSeconds);
      await outbox.recordFailed(row.id, error.reason, now());
      return { kind: 'failed', reason: error.reason };
    }
    return retry(`could not be sent: ${(error as Error).message ?? String(error)}`.slice(0, 500));
  }
}

import type { NotificationOutbox, OutboxRow } from '@voc/notifications';
import { StatementBatcher } from './statement-batcher';

/** The outbox steps a send attempt takes (sendNotification): NotificationOutbox itself, or BatchedOutbox. */
export type SendingOutbox = Pick<NotificationOutbox, 'claim' | 'recordSent' | 'recordSendFailed' | 'recordRetry'>;

/**
 * The outbox as the send jobs of one worker share it: the claims they make at one moment go to
 * PostgreSQL as one UPDATE, the sent records as one statement (the rows and their NotificationSent
 * events), instead of a round trip (and for a record, a transaction of four) each. Each job still
 * claims its row before it sends and records after the transport accepted, so what a crash
 * between the two leaves is as before: the row 'sending', claimed and sent again under its key.
 * Failures and retries are rare and go one by one.
 */
export class BatchedOutbox implements SendingOutbox {
  private readonly claims: StatementBatcher<string, OutboxRow | null>;
  private readonly sent: StatementBatcher<{ id: string; messageId: string; at: Date }, boolean>;

  constructor(private readonly outbox: NotificationOutbox) {
    this.claims = new StatementBatcher(async (ids) => {
      const rows = await outbox.claimMany(ids);
      // An id asked twice in one batch (a duplicated job) gets its row once; the other finds nothing to do.
      return ids.map((id) => {
        const row = rows.get(id) ?? null;
        rows.delete(id);
        return row;
      });
    });
    this.sent = new StatementBatcher(async (items) => {
      const recorded = await outbox.recordSentMany(items);
      return items.map((item) => recorded.delete(item.id));
    });
  }

  claim(id: string): Promise<OutboxRow | null> {
    return this.claims.add(id);
  }

  recordSent(row: Pick<OutboxRow, 'id'>, messageId: string, at: Date): Promise<boolean> {
    return this.sent.add({ id: row.id, messageId, at });
  }

  recordSendFailed(...args: Parameters<NotificationOutbox['recordSendFailed']>): Promise<boolean> {
    return this.outbox.recordSendFailed(...args);
  }

  recordRetry(id: string, reason: string): Promise<void> {
    return this.outbox.recordRetry(id, reason);
  }
}

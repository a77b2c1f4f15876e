import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications (issue 14): the outbox. A row is written in the transaction of the ticket change
 * that causes it, with its NotificationRequested event in ticket_events; the worker sends it.
 * - idempotency_key (unique): one row per ticket, purpose, deadline, channel and recipient, so a
 *   cause seen twice requests once; the transports get the key too, so a retried send sends once.
 * - status: requested → sending (claimed by a send attempt) → sent → delivered | failed.
 * - queued_at: when the dispatcher handed it to BullMQ; owed rows are handed again when Redis lost them.
 * - provider_message_id: the SMS gateway's (or SMTP's) message id; receipts are matched by it.
 */
export class CreateNotificationOutbox1764200000000 implements MigrationInterface {
  name = 'CreateNotificationOutbox1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notification_outbox (
        id uuid PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        ticket_id uuid NOT NULL REFERENCES tickets (id),
        channel text NOT NULL CHECK (channel IN ('sms', 'email')),
        purpose text NOT NULL,
        recipient_role text NOT NULL,
        user_id uuid,
        address text NOT NULL,
        kpi text,
        subject text NOT NULL,
        body text NOT NULL,
        dimensions jsonb NOT NULL,
        status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'sending', 'sent', 'delivered', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        provider_message_id text,
        requested_at timestamptz NOT NULL,
        queued_at timestamptz,
        claimed_at timestamptz,
        sent_at timestamptz,
        finished_at timestamptz
      )`);
    await q.query(`CREATE INDEX notification_outbox_to_queue_idx ON notification_outbox (requested_at) WHERE status = 'requested' AND queued_at IS NULL`);
    await q.query(`CREATE INDEX notification_outbox_owed_idx ON notification_outbox (queued_at) WHERE status IN ('requested', 'sending')`);
    await q.query(`CREATE UNIQUE INDEX notification_outbox_provider_idx ON notification_outbox (channel, provider_message_id) WHERE provider_message_id IS NOT NULL`);
    await q.query(`CREATE INDEX notification_outbox_ticket_idx ON notification_outbox (ticket_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notification_outbox`);
  }
}

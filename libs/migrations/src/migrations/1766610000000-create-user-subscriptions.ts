import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Subscriptions (issue 33). user_subscriptions: what each user chose to receive about their own
 * scope (the monthly brief, the weekly digest, alerts and alerts by SMS) and in which language; no
 * row: nothing. user_mail_outbox: mail and SMS to a user that is not about one ticket (the
 * notification_outbox is ticket-bound), one row per user, kind, period and channel
 * (idempotency_key), sent by the worker with retries like the ticket outbox, with an optional
 * attachment (its source, produced at send time) and the unsubscribe link the mail carries.
 */
export class CreateUserSubscriptions1766610000000 implements MigrationInterface {
  name = 'CreateUserSubscriptions1766610000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE user_subscriptions (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      monthly_brief boolean NOT NULL DEFAULT false,
      weekly_digest boolean NOT NULL DEFAULT false,
      alerts boolean NOT NULL DEFAULT false,
      alerts_sms boolean NOT NULL DEFAULT false,
      language text NOT NULL DEFAULT 'th' CHECK (language IN ('th', 'en')),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    // The senders read the subscribers of one kind.
    await q.query(`CREATE INDEX user_subscriptions_brief_idx ON user_subscriptions (user_id) WHERE monthly_brief`);
    await q.query(`CREATE INDEX user_subscriptions_digest_idx ON user_subscriptions (user_id) WHERE weekly_digest`);
    await q.query(`CREATE INDEX user_subscriptions_alerts_idx ON user_subscriptions (user_id) WHERE alerts`);
    await q.query(`CREATE TABLE user_mail_outbox (
      id uuid PRIMARY KEY,
      idempotency_key text NOT NULL UNIQUE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('monthly_brief', 'weekly_digest', 'alerts')),
      period text NOT NULL,
      channel text NOT NULL CHECK (channel IN ('email', 'sms')),
      address text NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      unsubscribe_url text,
      attachment jsonb,
      status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'sending', 'sent', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      claimed_at timestamptz,
      last_error text,
      provider_message_id text,
      requested_at timestamptz NOT NULL,
      sent_at timestamptz,
      finished_at timestamptz
    )`);
    await q.query(`CREATE INDEX user_mail_outbox_owed_idx ON user_mail_outbox (next_attempt_at) WHERE status IN ('requested', 'sending')`);
    // The notify report: by requested time, kind and channel.
    await q.query(`CREATE INDEX user_mail_outbox_requested_idx ON user_mail_outbox (requested_at, kind, channel)`);
    await q.query(`CREATE INDEX user_mail_outbox_user_idx ON user_mail_outbox (user_id, requested_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_mail_outbox`);
    await q.query(`DROP TABLE user_subscriptions`);
  }
}

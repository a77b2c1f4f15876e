import type { SubscriptionChoices, SubscriptionKind } from '@voc/domain';
import type { SqlRunner } from '@voc/sql';

/** user_subscriptions: one row per user who ever chose. */
export class SubscriptionsRepository {
  constructor(private readonly db: SqlRunner) {}

  async contact(userId: string): Promise<{ email: string | null; mobile: string | null } | null> {
    const [row] = await this.db.query<Array<{ email: string | null; mobile: string | null }>>(`SELECT nullif(trim(email), '') AS email, nullif(trim(mobile), '') AS mobile FROM users WHERE id = $1`, [userId]);
    return row ?? null;
  }

  async save(userId: string, choices: SubscriptionChoices, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO user_subscriptions (user_id, monthly_brief, weekly_digest, alerts, alerts_sms, language, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id) DO UPDATE SET monthly_brief = $2, weekly_digest = $3, alerts = $4, alerts_sms = $5, language = $6, updated_at = $7`,
      [userId, choices.monthly_brief, choices.weekly_digest, choices.alerts, choices.alerts_sms, choices.language, now.toISOString()],
    );
  }

  /** Turns one kind off (alerts: their SMS too); answers whether the user exists. */
  async unsubscribe(userId: string, kind: SubscriptionKind, now: Date): Promise<boolean> {
    const extra = kind === 'alerts' ? ', alerts_sms = false' : '';
    const rows = await this.db.query<Array<{ n: number }>>(
      `WITH u AS (UPDATE user_subscriptions SET ${kind} = false${extra}, updated_at = $2 WHERE user_id = $1 RETURNING user_id)
       SELECT (SELECT count(*)::int FROM users WHERE id = $1) AS n`,
      [userId, now.toISOString()],
    );
    return (rows[0]?.n ?? 0) > 0;
  }
}

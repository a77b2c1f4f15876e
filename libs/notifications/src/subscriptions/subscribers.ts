import { NO_SUBSCRIPTIONS, type Principal, type SubscriptionChoices, type SubscriptionKind } from '@voc/domain';
import { PRINCIPAL_COLUMNS, principalOfUser, type PrincipalFields } from '@voc/persistence';
import { selectColumns, type SqlRunner } from '@voc/sql';

export interface Subscriber {
  principal: Principal;
  email: string | null;
  mobile: string | null;
  choices: SubscriptionChoices;
}

type SubscriberRow = PrincipalFields & { email: string | null; mobile: string | null } & SubscriptionChoices;

/**
 * The active users subscribed to `kind` (with a principal that can still sign in: an inactive user,
 * or dealer staff of a closed dealer, receives nothing), each with their choices.
 */
export async function loadSubscribers(db: SqlRunner, kind: SubscriptionKind): Promise<Subscriber[]> {
  const rows = await db.query<SubscriberRow[]>(
    `SELECT ${selectColumns(PRINCIPAL_COLUMNS, 'u')}, u.email, u.mobile,
            s.monthly_brief, s.weekly_digest, s.alerts, s.alerts_sms, s.language
     FROM user_subscriptions s JOIN users u ON u.id = s.user_id LEFT JOIN dealers d ON d.id = u.dealer_ref
     WHERE s.${kind} AND u.active_flag = 1 AND (u.type <> 'dealer' OR d.status = 'normal')
     ORDER BY u.id`,
  );
  return rows.map((row) => ({
    principal: principalOfUser(row),
    email: row.email,
    mobile: row.mobile,
    choices: { monthly_brief: row.monthly_brief, weekly_digest: row.weekly_digest, alerts: row.alerts, alerts_sms: row.alerts_sms, language: row.language },
  }));
}

/** One user's choices (nothing chosen when they never chose). */
export async function loadSubscriptionChoices(db: SqlRunner, userId: string): Promise<SubscriptionChoices> {
  const [row] = await db.query<SubscriptionChoices[]>(`SELECT monthly_brief, weekly_digest, alerts, alerts_sms, language FROM user_subscriptions WHERE user_id = $1`, [userId]);
  return row ?? NO_SUBSCRIPTIONS;
}

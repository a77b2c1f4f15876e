import { alertMailText, alertSmsText, inTicketScope, subscriptionMailKey, ticketScope, type AlertKind, type TicketType } from '@voc/domain';
import type { SqlRunner } from '@voc/sql';
import { loadSubscribers, signUnsubscribeToken, unsubscribeUrl, UserMailOutbox, type SubscriptionMailConfig, type UserMailRequest } from '@voc/notifications';
import { dealerLabelSql } from './dealer-label-sql';

/** Alerts raised this long ago or less are still mailed to their subscribers (a run that died before mailing them is made good). */
export const ALERT_MAIL_LOOKBACK_HOURS = 24;

interface RaisedAlertRow {
  id: string;
  kind: AlertKind;
  type: TicketType;
  period: string;
  scope_id: string;
  dealer_ref: string | null;
  area_code: string | null;
  region: string | null;
  figure: Record<string, unknown>;
  dealer_label: string | null;
}

const figureText = (figure: Record<string, unknown>) =>
  Object.entries(figure)
    .filter(([, v]) => v !== null && typeof v !== 'object')
    .map(([k, v]) => `${k} ${String(v)}`)
    .join(', ');

/**
 * Mails (and texts, where the user chose SMS and has a mobile) the subscribers of each alert's
 * scope: the alerts raised in the last ALERT_MAIL_LOOKBACK_HOURS, each to the subscribers whose
 * scope holds its place (as the alerts list shows it to them). Keyed by user, alert and channel: a
 * re-opened alert, or the next evaluation, sends nothing again. Answers how many were new.
 */
export async function requestAlertMails(db: SqlRunner, config: SubscriptionMailConfig, now: Date): Promise<number> {
  if (!config.unsubscribeSecret) return 0;
  const alerts = await db.query<RaisedAlertRow[]>(
    `SELECT a.id::text, a.kind, a.type, a.period, a.scope_id, a.dealer_ref::text AS dealer_ref, a.area_code, a.region, a.figure,
            CASE WHEN d.id IS NULL THEN NULL ELSE ${dealerLabelSql('d')} END AS dealer_label
     FROM alerts a LEFT JOIN dealers d ON d.id = a.dealer_ref
     WHERE a.raised_at >= $1::timestamptz - make_interval(hours => $2) AND a.status <> 'closed'
     ORDER BY a.raised_at, a.id`,
    [now.toISOString(), ALERT_MAIL_LOOKBACK_HOURS],
  );
  if (alerts.length === 0) return 0;
  const subscribers = await loadSubscribers(db, 'alerts');
  const requests: UserMailRequest[] = [];
  for (const s of subscribers) {
    const scope = ticketScope(s.principal);
    const lang = s.choices.language;
    const unsubscribe = unsubscribeUrl(config.publicUrl, signUnsubscribeToken(config.unsubscribeSecret, { userId: s.principal.userId, kind: 'alerts' }));
    for (const a of alerts) {
      if (!inTicketScope(scope, { type: a.type, dealerRef: a.dealer_ref ?? '', areaCode: a.area_code, region: a.region })) continue;
      if (scope.kind === 'dealer' && a.dealer_ref === null) continue;
      const scopeLabel = a.dealer_label ?? a.scope_id;
      const base = { userId: s.principal.userId, kind: 'alerts' as const, period: a.id };
      if (s.email) {
        const text = alertMailText(lang, { kind: a.kind, scopeLabel, type: a.type, period: a.period, figure: figureText(a.figure) }, `${config.publicUrl}/app/report/alerts`, unsubscribe);
        requests.push({ ...base, idempotencyKey: subscriptionMailKey(s.principal.userId, 'alerts', a.id, 'email'), channel: 'email', address: s.email, subject: text.subject, body: text.body, unsubscribeUrl: unsubscribe, attachment: null });
      }
      if (s.choices.alerts_sms && s.mobile) {
        const body = alertSmsText(lang, { kind: a.kind, scopeLabel });
        requests.push({ ...base, idempotencyKey: subscriptionMailKey(s.principal.userId, 'alerts', a.id, 'sms'), channel: 'sms', address: s.mobile, subject: '', body, unsubscribeUrl: null, attachment: null });
      }
    }
  }
  return UserMailOutbox.request(db, requests, now);
}

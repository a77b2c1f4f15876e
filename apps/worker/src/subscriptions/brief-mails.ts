import { briefMailMonth, briefMailReady, briefMailText, briefPath, briefScopesOf, monthCloseAt, subscriptionMailKey, ticketScope } from '@voc/domain';
import { frozenMonthsSql } from '@voc/reporting-schema';
import { type SqlRunner } from '@voc/sql';
import { loadSubscribers, signUnsubscribeToken, unsubscribeUrl, UserMailOutbox, type SubscriptionMailConfig, type UserMailRequest } from '@voc/notifications';
import { writtenBriefs } from './brief-pdf-source';
import { briefScopeLabel } from './scope-labels';

/**
 * After a month's close: once the KPI projection has frozen the month (its final figures exist),
 * every subscriber of the monthly brief gets one mail per brief scope of theirs (network, their
 * region or area) with the link to the brief's page and its PDF attached (BriefPdfSource). A place's
 * mail waits until the api has written its brief (briefMailReady: at most a day after the close, then
 * the link only). Keyed by user, month and scope: run hourly, it requests each mail once.
 * Answers how many mails were newly requested.
 */
export async function requestBriefMails(db: SqlRunner, reporting: SqlRunner, config: SubscriptionMailConfig, closeDay: number, now: Date, schema = 'reporting'): Promise<number> {
  if (!config.unsubscribeSecret) return 0;
  const month = briefMailMonth(now, closeDay);
  if (!month) return 0;
  const [frozen] = await reporting.query<unknown[]>(`SELECT 1 FROM (${frozenMonthsSql(schema, 'tickets')}) f WHERE f.month = $1::date`, [month]);
  if (!frozen) return 0;
  const yyyymm = month.slice(0, 7);
  const written = await writtenBriefs(db, yyyymm);
  const closeAt = monthCloseAt(month, closeDay);
  const requests: UserMailRequest[] = [];
  for (const s of await loadSubscribers(db, 'monthly_brief')) {
    if (!s.email) continue;
    const lang = s.choices.language;
    const unsubscribe = unsubscribeUrl(config.publicUrl, signUnsubscribeToken(config.unsubscribeSecret, { userId: s.principal.userId, kind: 'monthly_brief' }));
    for (const scope of briefScopesOf(ticketScope(s.principal))) {
      if (!briefMailReady(now, closeAt, written.has(`${scope}/${lang}`))) continue;
      const period = `${yyyymm}|${scope}`;
      const text = briefMailText(lang, yyyymm, briefScopeLabel(scope, lang), `${config.publicUrl}${briefPath(scope, yyyymm)}`, false, unsubscribe);
      requests.push({
        idempotencyKey: subscriptionMailKey(s.principal.userId, 'monthly_brief', period, 'email'),
        userId: s.principal.userId,
        kind: 'monthly_brief',
        period,
        channel: 'email',
        address: s.email,
        subject: text.subject,
        body: text.body,
        unsubscribeUrl: unsubscribe,
        attachment: { source: 'brief', scope, month: yyyymm, lang },
      });
    }
  }
  return UserMailOutbox.request(db, requests, now);
}

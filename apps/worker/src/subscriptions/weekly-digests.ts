import {
  DIGEST_LIST_LIMIT,
  DUE_SOON_HORIZON_HOURS,
  digestMailText,
  digestWeek,
  inTicketScope,
  isDueSoon,
  isNewLowScore,
  isWeekBreach,
  subscribableKinds,
  subscriptionMailKey,
  thaiDay,
  ticketScope,
  type DigestLine,
  type DigestTicket,
  type TicketType,
} from '@voc/domain';
import type { SqlRunner } from '@voc/sql';
import { loadSubscribers, signUnsubscribeToken, unsubscribeUrl, UserMailOutbox, type SubscriptionMailConfig, type UserMailRequest } from '@voc/notifications';
import { dealerLabelSql } from './dealer-label-sql';
import { ticketScopeLabel } from './scope-labels';

interface Place {
  type: TicketType;
  dealerRef: string;
  areaCode: string | null;
  region: string | null;
}

interface DigestTicketRow extends Place, DigestTicket {
  caseNo: string | null;
}

interface LowScoreRow extends Place {
  caseKey: string;
  day: string;
}

/** The rows any subscriber's lists may hold: the week's deadlines and those ahead, and the week's low scores. */
async function digestCandidates(reporting: SqlRunner, now: Date, schema: string): Promise<{ tickets: DigestTicketRow[]; scores: LowScoreRow[] }> {
  const week = digestWeek(now);
  const tickets = await reporting.query<Array<{ case_no: string | null; type: TicketType; dealer_ref: string; area_code: string | null; region: string | null; live_state: DigestTicket['liveState']; next_due_at: Date | null; closed: boolean }>>(
    `SELECT r.case_no, r.type, r.dealer_ref::text AS dealer_ref, r.area_code, r.region, r.live_state, r.next_due_at,
            (r.closed_at IS NOT NULL OR r.cancelled OR r.deleted) AS closed
     FROM ${schema}.ticket_kpi r
     WHERE r.live_state IN ('on_time', 'due_soon', 'breached') AND r.next_due_at >= $1 AND r.next_due_at < $2
     ORDER BY r.next_due_at, r.case_no`,
    [week.start.toISOString(), new Date(now.getTime() + DUE_SOON_HORIZON_HOURS * 3600 * 1000).toISOString()],
  );
  const scores = await reporting.query<Array<{ case_key: string; day: string; type: TicketType; dealer_ref: string; area_code: string | null; region: string | null }>>(
    `SELECT r.case_key, to_char(r.day, 'YYYY-MM-DD') AS day, r.type, r.dealer_ref::text AS dealer_ref, r.area_code, r.region
     FROM ${schema}.survey_low_scores r WHERE r.type IN ('showroom', 'service') AND r.day BETWEEN $1::date AND $2::date ORDER BY r.day, r.case_key`,
    [week.period, week.lastDay],
  );
  return {
    tickets: tickets.map((t) => ({ caseNo: t.case_no, type: t.type, dealerRef: t.dealer_ref, areaCode: t.area_code, region: t.region, liveState: t.live_state, nextDueAt: t.next_due_at ? new Date(t.next_due_at) : null, closed: t.closed })),
    scores: scores.map((s) => ({ caseKey: s.case_key, day: s.day, type: s.type, dealerRef: s.dealer_ref, areaCode: s.area_code, region: s.region })),
  };
}

async function dealerLabels(db: SqlRunner, refs: readonly string[]): Promise<Map<string, string>> {
  if (refs.length === 0) return new Map();
  const rows = await db.query<Array<{ id: string; label: string }>>(`SELECT d.id::text, ${dealerLabelSql('d')} AS label FROM dealers d WHERE d.id = ANY($1::uuid[])`, [[...new Set(refs)]]);
  return new Map(rows.map((r) => [r.id, r.label]));
}

function list(lines: DigestLine[]): { total: number; lines: DigestLine[] } {
  return { total: lines.length, lines: lines.slice(0, DIGEST_LIST_LIMIT) };
}

/**
 * Requests the weekly digest of the week before `now` for every subscriber (one mail each, keyed
 * by user and week: a second run, or a second worker, requests nothing again). Each subscriber's
 * lists hold only their own scope's tickets and scores (libs/domain ticketScope). Answers how many
 * mails were newly requested. Nothing without UNSUBSCRIBE_SECRET (no mail without its link).
 */
export async function requestWeeklyDigests(db: SqlRunner, reporting: SqlRunner, config: SubscriptionMailConfig, now: Date, schema = 'reporting'): Promise<number> {
  if (!config.unsubscribeSecret) return 0;
  // A subscriber whose role no longer has a scope (or no email) is left out.
  const subscribers = (await loadSubscribers(db, 'weekly_digest')).filter((s) => s.email && subscribableKinds(ticketScope(s.principal)).includes('weekly_digest'));
  if (subscribers.length === 0) return 0;
  const week = digestWeek(now);
  const { tickets, scores } = await digestCandidates(reporting, now, schema);
  const labels = await dealerLabels(db, [...tickets.map((t) => t.dealerRef), ...scores.map((s) => s.dealerRef), ...subscribers.flatMap((s) => (s.principal.dealerRef ? [s.principal.dealerRef] : []))]);
  const placeOf = (p: Place) => labels.get(p.dealerRef) ?? p.dealerRef;
  const requests: UserMailRequest[] = [];
  for (const s of subscribers) {
    const scope = ticketScope(s.principal);
    const lang = s.choices.language;
    const own = <T extends Place>(rows: T[]) => rows.filter((r) => inTicketScope(scope, r));
    const mine = own(tickets);
    const token = signUnsubscribeToken(config.unsubscribeSecret, { userId: s.principal.userId, kind: 'weekly_digest' });
    const unsubscribe = unsubscribeUrl(config.publicUrl, token);
    const text = digestMailText(
      lang,
      {
        period: week.period,
        lastDay: week.lastDay,
        scopeLabel: ticketScopeLabel(scope, lang, s.principal.dealerRef ? (labels.get(s.principal.dealerRef) ?? null) : null),
        breaches: list(mine.filter((t) => isWeekBreach(t, week)).map((t) => ({ caseNo: t.caseNo, place: placeOf(t), at: t.nextDueAt ? thaiDay(t.nextDueAt) : '' }))),
        dueSoon: list(mine.filter((t) => isDueSoon(t, now)).map((t) => ({ caseNo: t.caseNo, place: placeOf(t), at: t.nextDueAt ? thaiDay(t.nextDueAt) : '' }))),
        lowScores: list(own(scores).filter((r) => isNewLowScore(r, week)).map((r) => ({ caseNo: r.caseKey, place: placeOf(r), at: r.day }))),
        link: `${config.publicUrl}/app/main`,
      },
      unsubscribe,
    );
    requests.push({
      idempotencyKey: subscriptionMailKey(s.principal.userId, 'weekly_digest', week.period, 'email'),
      userId: s.principal.userId,
      kind: 'weekly_digest',
      period: week.period,
      channel: 'email',
      address: s.email!,
      subject: text.subject,
      body: text.body,
      unsubscribeUrl: unsubscribe,
      attachment: null,
    });
  }
  return UserMailOutbox.request(db, requests, now);
}

import { npsFromCounts, percent } from '../surveys/survey-measures';
import { isSignificantRise, logLikelihoodG2, type ShareCounts } from '../voice/log-likelihood';
import type { AlertRuleParams } from './alert-rules';

/**
 * When each kind of alert holds, from the figures of one place (a dealer, area or region, one
 * ticket type) — the same counts the reports show. Each answers whether the condition holds and
 * the figure to show with the alert; a figure resting on fewer than `min_cases` never holds.
 */
export interface AlertJudgement<F> {
  holds: boolean;
  figure: F;
}

export interface NpsCounts {
  responses: number;
  top2box: number;
  bottom6: number;
}

export interface NpsDropFigure {
  nps_now: number | null;
  nps_before: number | null;
  /** Points fallen (before − now), one decimal; null without both. */
  drop: number | null;
  responses: number;
}

/** NPS this month against the rolling 3 months before it: holds when it fell by MORE than `threshold` points. */
export function judgeNpsDrop(now: NpsCounts, before: NpsCounts, rule: AlertRuleParams): AlertJudgement<NpsDropFigure> {
  const npsNow = npsFromCounts(now.responses, now.top2box, now.bottom6);
  const npsBefore = npsFromCounts(before.responses, before.top2box, before.bottom6);
  const drop = npsNow === null || npsBefore === null ? null : Math.round((npsBefore - npsNow) * 10) / 10;
  const enough = now.responses >= rule.min_cases && before.responses >= rule.min_cases;
  return { holds: enough && drop !== null && drop > rule.threshold, figure: { nps_now: npsNow, nps_before: npsBefore, drop, responses: now.responses } };
}

export interface BreachedShareFigure {
  breached: number;
  open: number;
  share: number | null;
}

/** Breached tickets as a share of open ones, now: holds when the share is ABOVE `threshold` percent. */
export function judgeBreachedShare(breached: number, open: number, rule: AlertRuleParams): AlertJudgement<BreachedShareFigure> {
  const share = percent(breached, open);
  return { holds: open >= rule.min_cases && share !== null && share > rule.threshold, figure: { breached, open, share } };
}

export interface ResponseRateFigure {
  responded: number;
  sent: number;
  rate: number | null;
}

/** The month's response rate (responded successfully ÷ sent): holds when it is BELOW `threshold` percent. */
export function judgeResponseRate(responded: number, sent: number, rule: AlertRuleParams): AlertJudgement<ResponseRateFigure> {
  const rate = percent(responded, sent);
  return { holds: sent >= rule.min_cases && rate !== null && rate < rule.threshold, figure: { responded, sent, rate } };
}

export interface CategoryRiseFigure extends ShareCounts {
  share_now: number | null;
  share_before: number | null;
  g2: number;
}

/**
 * A complaint category's share of the place's complaints this month against the 3 months before:
 * holds when it rose and the rise is significant at `threshold` (G², one degree of freedom), on at
 * least `min_cases` complaints of that category this month.
 */
export function judgeCategoryRise(counts: ShareCounts, rule: AlertRuleParams): AlertJudgement<CategoryRiseFigure> {
  const g2 = Math.round(logLikelihoodG2(counts) * 100) / 100;
  return {
    holds: counts.now >= rule.min_cases && isSignificantRise(counts, rule.threshold),
    figure: { ...counts, share_now: percent(counts.now, counts.nowTotal), share_before: percent(counts.before, counts.beforeTotal), g2 },
  };
}

export interface HotAlertTicketState {
  source: string;
  first_contact_at: Date | null;
  /** Closed, cancelled or deleted. */
  closed: boolean;
  /** KPI2a as the projection has it: false once the first-contact deadline passed without a contact. */
  kpi2a: boolean | null;
}

/** A hot alert (source hotsheet) still open and not contacted by its first-contact deadline (KPI2a missed). */
export function hotAlertUncontacted(ticket: HotAlertTicketState): boolean {
  return ticket.source === 'hotsheet' && ticket.first_contact_at === null && !ticket.closed && ticket.kpi2a === false;
}

import { npsBand } from '../kpi/nps';

/**
 * How survey figures are counted (SPEC.md §9, SURVEY-SERVICE.md "What the product derives").
 * Decisions where the spec is silent:
 * - Response rate: a case counts on the Thai day it was received from the car maker (its cohort),
 *   with every stage it has reached since, so a range's six numbers describe the cases handed over
 *   in that range. Rate = responded successfully ÷ sent, in percent, one decimal; no rate when
 *   nothing was sent.
 * - Scores (NPS, Top2Box, Bottom6, satisfaction, return intent, experience): a response counts in
 *   the Thai month (and day) the customer finished the survey (responded_at).
 * - Pending: cases sent without an outcome yet, a column of their own; beside the rate over cases
 *   sent, the rate over cases that have an outcome (responded successfully ÷ the three outcomes).
 * - A low score is NPS in Bottom6 (0-6) or "not satisfied" (N); each low score raises one survey
 *   ticket for the case's dealer while fresh (raisesSurveyTicket).
 * - Recovery (survey-recovery.ts): of the Bottom6 responses in a period (by response day) that
 *   raised a ticket, those whose ticket was completed and whose customer said "satisfied" (Y) at
 *   the closed-loop check, whenever that was; Bottom6 responses without a ticket apart.
 */

/** The Thai month (YYYY-MM-01) a response counts in, from the Thai day (YYYY-MM-DD) the customer finished. */
export function responseMonth(respondedDay: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(respondedDay)) throw new RangeError(`not a day: ${respondedDay}`);
  return `${respondedDay.slice(0, 7)}-01`;
}

/** The Thai month (YYYY-MM-01) a case's response-rate counts sum into: the month of the Thai day it was received. */
export function receivedMonth(receivedDay: string): string {
  return responseMonth(receivedDay);
}

export function percent(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

export function responseRate(respondedSuccessfully: number, sent: number): number | null {
  return percent(respondedSuccessfully, sent);
}

/** The outcome counts of a set of cases (the last three of the six numbers) and how many were sent. */
export interface SurveyOutcomeCounts {
  sent: number;
  responded_successfully: number;
  responded_unsuccessfully: number;
  not_responded: number;
}

/**
 * Cases sent that have no outcome yet (their answer window still open): sent minus the three
 * outcomes (an outcome implies the send, so this is never below 0 for counts the projection keeps).
 * Decision where the issue is silent: shown as a column of its own, so a recent period's low rate
 * over cases sent reads as "not answered yet", not as "not answering".
 */
export function pendingCases(counts: SurveyOutcomeCounts): number {
  return Math.max(0, counts.sent - counts.responded_successfully - counts.responded_unsuccessfully - counts.not_responded);
}

/** Responded successfully ÷ cases that have an outcome (pending ones left out), in percent, one decimal; null without an outcome. */
export function responseRateOfOutcomes(counts: Omit<SurveyOutcomeCounts, 'sent'>): number | null {
  return percent(counts.responded_successfully, counts.responded_successfully + counts.responded_unsuccessfully + counts.not_responded);
}

/** NPS from counts: %Top2Box − %Bottom6, one decimal; null without responses. */
export function npsFromCounts(responses: number, top2box: number, bottom6: number): number | null {
  if (responses <= 0) return null;
  return Math.round(((top2box - bottom6) / responses) * 1000) / 10;
}

export interface SurveyAnswerScores {
  nps: number;
  satisfied: 'Y' | 'N';
}

/** Whether a response is a low score (Bottom6 or not satisfied): counted as one, and it raises a survey ticket while fresh (raisesSurveyTicket). */
export function isLowScore(answer: SurveyAnswerScores): boolean {
  return npsBand(answer.nps) === 'bottom6' || answer.satisfied === 'N';
}

/**
 * How old a low score may be, in days from the customer's answer to its arrival at the product,
 * and still raise a ticket. Decision where the issue is silent: a closed-loop callback about a
 * survey answered months ago helps nobody, and the first sync against a service with history (or
 * a long outage) would otherwise hand every dealer hundreds of stale tickets that breach their
 * 24-hour contact deadline at once. Older low scores are counted in every score and in the
 * low-score count all the same; only the ticket is not raised. The worker's
 * SURVEY_TICKET_MAX_AGE_DAYS changes it (e.g. raised for a catch-up after a long outage).
 */
export const SURVEY_TICKET_MAX_AGE_DAYS = 14;

/** Whether a response raises a survey ticket when it reaches the product at `arrivedAt`: a low score no older than `maxAgeDays`. */
export function raisesSurveyTicket(answer: SurveyAnswerScores, respondedAt: Date, arrivedAt: Date, maxAgeDays = SURVEY_TICKET_MAX_AGE_DAYS): boolean {
  return isLowScore(answer) && arrivedAt.getTime() - respondedAt.getTime() <= maxAgeDays * 86_400_000;
}

/** The longest range a response-rate report may ask for, in days (a fiscal year and a bit). */
export const RESPONSE_RATE_MAX_DAYS = 400;

/** Problems of a report's date range (YYYY-MM-DD, both inclusive), as field/message pairs. */
export function dateRangeProblems(from: string, to: string, maxDays = RESPONSE_RATE_MAX_DAYS): Array<{ field: 'from' | 'to'; problem: 'before_from' | 'too_long' }> {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return [];
  if (end < start) return [{ field: 'to', problem: 'before_from' }];
  if ((end - start) / 86_400_000 + 1 > maxDays) return [{ field: 'to', problem: 'too_long' }];
  return [];
}

/**
 * The complaint category a ticket raised from a low score starts with: the first group's "Others"
 * with the reason as its text (the create command requires one; the dealer reclassifies it when
 * working the ticket).
 */
export function lowScoreTicketCategories(type: 'showroom' | 'service'): Record<string, boolean | string> {
  return type === 'showroom' ? { A99: true, A100: 'Low survey score' } : { S99: true, S100: 'Low survey score' };
}

/** The import key of the survey ticket a response raises (tickets.import_key, unique): one ticket per survey response. */
export function surveyTicketImportKey(type: 'showroom' | 'service', surveyId: string): string {
  return `survey:${type}:${surveyId}`;
}

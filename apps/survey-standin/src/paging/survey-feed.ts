import { type SurveyType } from '@voc/contracts';
import { bangkokDay } from '../population/bangkok-time';
import { stepTimes } from '../population/survey-case-timeline';
import { type FeedEntry, type SurveyFeedKind, type SurveyPopulation } from '../population/survey-population';
import { type FeedPosition, isAfter } from './survey-cursor';

export interface FeedQuery {
  kind: SurveyFeedKind;
  type: SurveyType;
  dealerCode?: string;
  after?: FeedPosition;
  updatedFromMs?: number;
  limit: number;
  /** Entries later than this have not happened yet. */
  nowMs: number;
}

/**
 * Whether a case stands at this entry's step at `nowMs`: the service shows each case once, at the
 * last change it has had by now (SURVEY-SERVICE.md: items in the order the service last changed
 * them). An earlier step whose successor has happened is not served; it was served to a client
 * that paged past it before the next step happened, and the case comes again at the next step.
 */
export function isCurrentStep(entry: FeedEntry, nowMs: number): boolean {
  const next = stepTimes(entry.c)[entry.step + 1];
  return next === undefined || next === 0 || next > nowMs;
}

/**
 * One page of a feed: walks feed days from the query's start to "now" and takes up to `limit`
 * entries in (time, survey_id) order, each case at its current step. `full` tells whether the page
 * was filled (there may be more); a page that is not full reached "now".
 */
export function readFeedPage(population: SurveyPopulation, q: FeedQuery): { entries: FeedEntry[]; full: boolean } {
  const entries: FeedEntry[] = [];
  if (q.dealerCode !== undefined && !population.dealerTraits.some((d) => d.code === q.dealerCode)) return { entries, full: false };
  let day = population.firstFeedDay;
  if (q.after) day = Math.max(day, bangkokDay(q.after.atMs));
  if (q.updatedFromMs !== undefined) day = Math.max(day, bangkokDay(q.updatedFromMs));
  const lastDay = bangkokDay(q.nowMs);
  for (; day <= lastDay; day++) {
    for (const entry of population.feedDay(q.kind, q.type, day)) {
      if (entry.atMs > q.nowMs) return { entries, full: false };
      if (q.kind === 'responserate' && !isCurrentStep(entry, q.nowMs)) continue;
      if (q.after && !isAfter(entry.atMs, entry.surveyId, q.after)) continue;
      if (q.updatedFromMs !== undefined && entry.atMs < q.updatedFromMs) continue;
      if (q.dealerCode !== undefined && entry.c.dealerCode !== q.dealerCode) continue;
      entries.push(entry);
      if (entries.length === q.limit) return { entries, full: true };
    }
  }
  return { entries, full: false };
}

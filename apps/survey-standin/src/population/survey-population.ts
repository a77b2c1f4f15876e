import { type SurveyType } from '@voc/contracts';
import { bangkokDay } from './bangkok-time';
import { dealerTraits, type DealerTraits } from './dealer-traits';
import { casesOnDealerDay, MAX_STEP_LAG_DAYS, stepTimes, surveyCaseTimeline, type SurveyCaseTimeline } from './survey-case-timeline';

export type SurveyFeedKind = 'responserate' | 'dashboard';

/** One entry of a feed: a case at one of its steps (responserate) or its answers (dashboard). */
export interface FeedEntry {
  atMs: number;
  surveyId: string;
  c: SurveyCaseTimeline;
  step: number;
}

export interface PopulationSettings {
  seed: number;
  dealers: number;
  /** First visit day (Bangkok day number); visits go on every day after it, without end. */
  firstDay: number;
}

/** A small map that forgets its oldest entry beyond `size`. */
class RecentlyUsed<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly size: number) {}
  get(key: K, make: () => V): V {
    const hit = this.map.get(key);
    if (hit !== undefined) {
      this.map.delete(key);
      this.map.set(key, hit);
      return hit;
    }
    const value = make();
    this.map.set(key, value);
    if (this.map.size > this.size) this.map.delete(this.map.keys().next().value as K);
    return value;
  }
}

/**
 * The stand-in's survey population, never held whole: the cases of one visit day are rebuilt from
 * the seed when needed, and a feed day (all entries whose time falls on one Bangkok day) is
 * assembled from the visit days that can reach it (at most MAX_STEP_LAG_DAYS before). Only a few
 * recent days are kept, so paging a year costs the same memory as paging a day.
 */
export class SurveyPopulation {
  readonly dealerTraits: readonly DealerTraits[];
  private readonly visitDays = new RecentlyUsed<string, SurveyCaseTimeline[]>(2 * (MAX_STEP_LAG_DAYS + 2));
  private readonly feedDays = new RecentlyUsed<string, FeedEntry[]>(6);

  constructor(readonly settings: PopulationSettings) {
    this.dealerTraits = Array.from({ length: settings.dealers }, (_, i) => dealerTraits(settings.seed, i));
  }

  /** The first Bangkok day on which any entry can fall. */
  get firstFeedDay(): number {
    return this.settings.firstDay;
  }

  casesOfVisitDay(type: SurveyType, day: number): SurveyCaseTimeline[] {
    return this.visitDays.get(`${type}:${day}`, () => {
      const cases: SurveyCaseTimeline[] = [];
      if (day < this.settings.firstDay) return cases;
      const { seed } = this.settings;
      this.dealerTraits.forEach((dealer, index) => {
        const count = casesOnDealerDay(seed, type, day, dealer, index);
        for (let n = 1; n <= count; n++) cases.push(surveyCaseTimeline(seed, type, day, dealer, index, n));
      });
      return cases;
    });
  }

  /** Entries of a feed whose time falls on Bangkok day `day`, ordered by (time, survey_id). */
  feedDay(kind: SurveyFeedKind, type: SurveyType, day: number): FeedEntry[] {
    return this.feedDays.get(`${kind}:${type}:${day}`, () => {
      const entries: FeedEntry[] = [];
      for (let visit = day - MAX_STEP_LAG_DAYS; visit <= day; visit++) {
        for (const c of this.casesOfVisitDay(type, visit)) {
          if (kind === 'dashboard') {
            if (c.outcome === 'responded_successfully' && bangkokDay(c.outcomeAt) === day) entries.push({ atMs: c.outcomeAt, surveyId: c.surveyId, c, step: 2 });
            continue;
          }
          stepTimes(c).forEach((atMs, step) => {
            if (bangkokDay(atMs) === day) entries.push({ atMs, surveyId: c.surveyId, c, step });
          });
        }
      }
      return entries.sort((a, b) => a.atMs - b.atMs || (a.surveyId < b.surveyId ? -1 : a.surveyId > b.surveyId ? 1 : 0));
    });
  }
}

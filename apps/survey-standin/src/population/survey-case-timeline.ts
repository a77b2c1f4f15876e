import {
  SURVEY_CHANNELS,
  SURVEY_CLEANSE_REASONS,
  type SurveyCaseItem,
  type SurveyChannel,
  type SurveyCleanseReason,
  type SurveyOutcome,
  type SurveyType,
} from '@voc/contracts';
import { bangkokDayStart, DAY_MS, formatBangkokDate, formatBangkokTime, HOUR_MS } from './bangkok-time';
import { type DealerTraits } from './dealer-traits';
import { intIn, randomFor, weighted } from './seeded-random';

/** Days the service waits for an answer after sending before it closes the case as not responded. */
export const RESPONSE_WINDOW_DAYS = 14;
/**
 * The latest a lifecycle step can fall after its visit day's midnight: receipt up to 4 days and
 * 10 hours, sending up to 3 days later (18:00 at the latest), and the 14-day window. A step of a
 * case is therefore never more than this many Bangkok days after its visit day.
 */
export const MAX_STEP_LAG_DAYS = 23;

const MINUTE_MS = 60_000;
const TYPE_CODE: Record<SurveyType, number> = { showroom: 1, service: 2 };
const TYPE_PREFIX: Record<SurveyType, string> = { showroom: 'SR', service: 'SV' };

/**
 * One case's whole lifecycle as numbers (epoch ms in whole seconds, as the feed writes them, so a
 * cursor's time compares exactly; 0 = never). Cheap to build, built often.
 */
export interface SurveyCaseTimeline {
  surveyId: string;
  type: SurveyType;
  dealerIndex: number;
  dealerCode: string;
  visitDay: number;
  /** Case number within its dealer-day (1-based). */
  n: number;
  receivedAt: number;
  cleansedAt: number;
  cleanseReason: SurveyCleanseReason | null;
  sentAt: number;
  channel: SurveyChannel | null;
  outcome: Exclude<SurveyOutcome, 'pending'> | null;
  outcomeAt: number;
}

/** The steps of a case in order: received, then cleansed, or sent and the outcome. */
export function stepTimes(c: SurveyCaseTimeline): number[] {
  if (c.cleansedAt) return [c.receivedAt, c.cleansedAt];
  return [c.receivedAt, c.sentAt, c.outcomeAt];
}

export function casesOnDealerDay(seed: number, type: SurveyType, day: number, dealer: DealerTraits, dealerIndex: number): number {
  return intIn(randomFor(seed, 2, TYPE_CODE[type], day, dealerIndex), 0, dealer.maxCasesPerDay);
}

export function surveyCaseTimeline(seed: number, type: SurveyType, visitDay: number, dealer: DealerTraits, dealerIndex: number, n: number): SurveyCaseTimeline {
  const random = randomFor(seed, 3, TYPE_CODE[type], visitDay, dealerIndex, n);
  const second = () => intIn(random, 0, 59) * 1000;
  const midnight = bangkokDayStart(visitDay);
  // The car maker's lists arrive in the morning, 1-4 days after the visit.
  const receivedAt = midnight + intIn(random, 1, 4) * DAY_MS + 6 * HOUR_MS + intIn(random, 0, 4 * 60) * MINUTE_MS + second();
  const c: SurveyCaseTimeline = {
    surveyId: `${TYPE_PREFIX[type]}-${formatBangkokDate(visitDay).replace(/-/g, '')}-${dealer.code}-${String(n).padStart(2, '0')}`,
    type,
    dealerIndex,
    dealerCode: dealer.code,
    visitDay,
    n,
    receivedAt,
    cleansedAt: 0,
    cleanseReason: null,
    sentAt: 0,
    channel: null,
    outcome: null,
    outcomeAt: 0,
  };
  if (random() < dealer.cleanseRate) {
    c.cleansedAt = receivedAt + intIn(random, 30, 8 * 60) * MINUTE_MS + second();
    c.cleanseReason = weighted(random, [
      [SURVEY_CLEANSE_REASONS[0], 4],
      [SURVEY_CLEANSE_REASONS[1], 3],
      [SURVEY_CLEANSE_REASONS[2], 1],
      [SURVEY_CLEANSE_REASONS[3], 1],
      [SURVEY_CLEANSE_REASONS[4], 1],
    ]);
    return c;
  }
  // Invitations go out 1-3 days after receipt, between 09:00 and 18:00.
  const receivedMidnight = midnight + Math.floor((receivedAt - midnight) / DAY_MS) * DAY_MS;
  c.sentAt = receivedMidnight + intIn(random, 1, 3) * DAY_MS + 9 * HOUR_MS + intIn(random, 0, 9 * 60 - 1) * MINUTE_MS + second();
  c.channel = weighted(random, [
    [SURVEY_CHANNELS[0], 6],
    [SURVEY_CHANNELS[1], 2.5],
    [SURVEY_CHANNELS[2], 1.5],
  ]);
  const windowMs = RESPONSE_WINDOW_DAYS * DAY_MS;
  const roll = random();
  if (roll < dealer.successRate) {
    c.outcome = 'responded_successfully';
    // Most answer within a day or two; the tail runs to the window's end.
    const delay = Math.min(windowMs - HOUR_MS, Math.round(-Math.log(1 - random()) * 1.5 * 86_400) * 1000);
    c.outcomeAt = c.sentAt + 10 * MINUTE_MS + delay;
  } else if (roll < dealer.successRate + 0.1) {
    c.outcome = 'responded_unsuccessfully';
    c.outcomeAt = c.sentAt + 10 * MINUTE_MS + intIn(random, 0, 7 * 24 * 60) * MINUTE_MS;
  } else {
    c.outcome = 'not_responded';
    c.outcomeAt = c.sentAt + windowMs;
  }
  return c;
}

/** The case as the service shows it right after step `step` (0 = received) was reached. */
export function surveyCaseItemAtStep(c: SurveyCaseTimeline, step: number): SurveyCaseItem {
  const times = stepTimes(c);
  const cleansed = c.cleansedAt !== 0 && step >= 1;
  const sent = c.sentAt !== 0 && step >= 1;
  const done = c.outcomeAt !== 0 && step >= 2;
  return {
    survey_id: c.surveyId,
    type: c.type,
    dealer_code: c.dealerCode,
    visit_date: formatBangkokDate(c.visitDay),
    received_at: formatBangkokTime(c.receivedAt),
    cleansed_at: cleansed ? formatBangkokTime(c.cleansedAt) : null,
    cleanse_reason: cleansed ? c.cleanseReason : null,
    sent_at: sent ? formatBangkokTime(c.sentAt) : null,
    channel: sent ? c.channel : null,
    outcome: done && c.outcome ? c.outcome : 'pending',
    outcome_at: done ? formatBangkokTime(c.outcomeAt) : null,
    updated_at: formatBangkokTime(times[step]),
  };
}

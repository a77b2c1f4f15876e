import { CAR_MODELS } from '@voc/domain';
import { type SurveyResponseItem } from '@voc/contracts';
import { formatBangkokDate, formatBangkokTime } from './bangkok-time';
import { type DealerTraits } from './dealer-traits';
import { type SurveyCaseTimeline } from './survey-case-timeline';
import { intIn, pick, randomFor, type Random, weighted } from './seeded-random';
import { surveyComment } from './survey-comment';
import {
  Q1_ANSWERS,
  Q2_ANSWERS,
  THAI_FIRST_NAMES,
  THAI_LAST_NAMES,
  THAI_PLATE_LETTERS,
  THAI_PROVINCES_ON_PLATES,
  THAI_TITLES,
} from './thai-samples';

/**
 * NPS 0-10: a weak dealer has up to ~16 % low scores (Bottom6), an excellent one ~4 %; most of
 * the rest are 9-10.
 */
function nps(random: Random, quality: number): number {
  const low = 0.04 + 0.12 * (1 - quality);
  const middle = 0.3 - 0.15 * quality;
  const roll = random();
  if (roll < low) return weighted(random, [[0, 1], [1, 0.5], [2, 0.5], [3, 1], [4, 1], [5, 2], [6, 3]]);
  if (roll < low + middle) return random() < 0.4 ? 7 : 8;
  return random() < 0.45 ? 9 : 10;
}

function chassisNumber(random: Random): string {
  const alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  let tail = '';
  for (let i = 0; i < 12; i++) tail += alphabet[Math.floor(random() * alphabet.length)];
  return `MNT${pick(random, ['BA', 'CB', 'DE', 'FK'])}${tail}`.slice(0, 17);
}

/** The answers of a case whose outcome is responded_successfully (all derived from its ids). */
export function surveyResponseItem(seed: number, c: SurveyCaseTimeline, dealer: DealerTraits): SurveyResponseItem {
  const random = randomFor(seed, 4, c.type === 'showroom' ? 1 : 2, c.visitDay, c.dealerIndex, c.n);
  const score = nps(random, dealer.quality);
  const high = score >= 9;
  const low = score <= 6;
  const title = pick(random, THAI_TITLES);
  const first = pick(random, THAI_FIRST_NAMES);
  const last = pick(random, THAI_LAST_NAMES);
  const respondedAt = formatBangkokTime(c.outcomeAt);
  return {
    survey_id: c.surveyId,
    type: c.type,
    dealer_code: c.dealerCode,
    visit_date: formatBangkokDate(c.visitDay),
    responded_at: respondedAt,
    customer: {
      title,
      name: `${first} ${last}`,
      tel: `0${pick(random, ['8', '9', '6'])}${String(intIn(random, 0, 99_999_999)).padStart(8, '0')}`,
      email: random() < 0.4 ? `customer${intIn(random, 1000, 99_999)}@example.co.th` : null,
    },
    vehicle: {
      car_model: pick(random, CAR_MODELS),
      chassis_number: random() < 0.9 ? chassisNumber(random) : null,
      registration_number: random() < 0.8 ? `${pick(random, THAI_PLATE_LETTERS)} ${intIn(random, 1, 9999)} ${pick(random, THAI_PROVINCES_ON_PLATES)}` : null,
    },
    nps: score,
    q1: high ? pick(random, Q1_ANSWERS.slice(0, 2)) : low ? pick(random, Q1_ANSWERS.slice(3)) : pick(random, Q1_ANSWERS.slice(1, 4)),
    q2: high ? Q2_ANSWERS[0] : low ? pick(random, Q2_ANSWERS.slice(2)) : pick(random, Q2_ANSWERS.slice(1, 3)),
    return_intent: high ? (random() < 0.8 ? 4 : 3) : low ? (random() < 0.7 ? intIn(random, 1, 2) : 3) : intIn(random, 3, 4),
    experience: high ? intIn(random, 4, 5) : low ? intIn(random, 1, 3) : intIn(random, 3, 4),
    satisfied: low ? (random() < 0.8 ? 'N' : 'Y') : score <= 8 && random() < 0.1 ? 'N' : 'Y',
    comment: surveyComment(seed, { type: c.type, score, title, dealerIndex: c.dealerIndex, visitDay: c.visitDay, n: c.n }),
    updated_at: respondedAt,
  };
}

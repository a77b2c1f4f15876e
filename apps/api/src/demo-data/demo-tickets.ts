import { COMPLAINT_CATEGORY_GROUPS, type ComplaintCategories, type TicketSource, type TicketStatus, type TicketType } from '@voc/domain';
import { demoCustomerTel as demoTel } from './demo-phone-numbers';
import type { SeededRandom } from './random';
import { othersDetail, ticketTexts } from './ticket-texts';


/**
 * How often each model turns up in complaints, roughly as the Thai line-up sells: the Almera and
 * the Navara pickup most, the Kicks next, the Leaf EV and the Serena van seldom; a few tickets
 * give no model (call-centre callers often do not say).
 */
export const MODEL_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['Almera', 26],
  ['Navara', 24],
  ['Kicks e-POWER', 16],
  ['Terra', 9],
  ['X-Trail', 8],
  ['Note', 7],
  ['Serena', 3],
  ['Leaf', 3],
  ['', 4],
];

/** Category groups as complaints fall: sales staff (A) far ahead of parts (F), product (P) and out-of-warranty (O). */
const GROUP_WEIGHTS: Record<TicketType, Record<string, number>> = {
  showroom: { A: 62, F: 20, P: 12, O: 6 },
  service: { S: 1 },
};

/** One demo ticket's life: when it arrived, and each later step with hours after the previous one. */
export interface DemoTicketPlan {
  type: TicketType;
  source: TicketSource;
  dealerIndex: number;
  arrivedAt: Date;
  categories: ComplaintCategories;
  description: string;
  customerWant: string;
  rootCause: string;
  solution: string;
  carModel: string;
  steps: Array<{ to: TicketStatus; afterHours: number }>;
  verification: { afterHours: number; satisfied: 'Y' | 'N' | 'NA' } | null;
  tel: string;
}

export function categoriesFor(type: TicketType, rng: SeededRandom): ComplaintCategories {
  const groups = COMPLAINT_CATEGORY_GROUPS[type];
  const group = rng.weighted(groups.map((g) => [g, GROUP_WEIGHTS[type][g.group] ?? 1] as const));
  const numbered = group.codes.filter((code) => code !== group.others);
  if (rng.chance(0.08)) return { [group.others]: true, [group.freeText]: othersDetail(group.group, rng) };
  // Earlier codes of a group (call-backs, waiting times, booking) come up more often than later ones.
  const picked: ComplaintCategories = { [rng.weighted(numbered.map((code, i) => [code, numbered.length + 2 - i] as const))]: true };
  if (rng.chance(0.25)) picked[rng.pick(numbered)] = true;
  return picked;
}

/** Hours between `min` and `max`, evenly. */
const between = (rng: SeededRandom, min: number, max: number) => min + rng.next() * (max - min);

/**
 * How a ticket is worked, as a real network works its backlog (SPEC.md §9 deadlines: contact
 * within 24 h, a solution within 48 h, closed within 5 days): most are contacted the same day and
 * closed in two to four days; one in twelve is slow (waiting for parts, a second visit) and takes
 * one to three weeks; a few are sent back (R) once; one in twenty-five is cancelled. So the open
 * backlog at any moment is mostly the last few days' tickets, and the breached ones a minority.
 */
export function stepsFor(ageHours: number, rng: SeededRandom): DemoTicketPlan['steps'] {
  const steps: DemoTicketPlan['steps'] = [];
  let elapsed = 0;
  const push = (to: TicketStatus, afterHours: number) => {
    if (elapsed + afterHours >= ageHours) return false;
    elapsed += afterHours;
    steps.push({ to, afterHours });
    return true;
  };
  if (rng.chance(0.04)) {
    push('D', between(rng, 2, 72));
    return steps;
  }
  const slow = rng.chance(0.08);
  // First contact: within the day for most, late (past 24 h) for some.
  if (!push('C', rng.chance(0.95) ? between(rng, 0.5, 20) : between(rng, 24, 50))) return steps;
  if (!push('S', slow ? between(rng, 12, 60) : between(rng, 2, 22))) return steps;
  if (slow && !push('I', between(rng, 4, 24))) return steps;
  if (!push('T', slow ? between(rng, 4 * 24, 18 * 24) : between(rng, 6, 40))) return steps;
  if (rng.chance(0.06)) {
    if (!push('R', between(rng, 2, 24))) return steps;
    if (!push('S', between(rng, 4, 24))) return steps;
    if (!push('T', between(rng, 6, 48))) return steps;
  }
  push('B', between(rng, 2, 30));
  return steps;
}

/**
 * `count` tickets spread over the last `months` months before `now`: showroom and service,
 * survey, hot-alert and call-centre sources, with realistic paths and times between steps.
 */
export function planDemoTickets(count: number, dealerCount: number, months: number, now: Date, rng: SeededRandom): DemoTicketPlan[] {
  const span = months * 30 * 24 * 3600_000;
  return Array.from({ length: count }, (_, i) => {
    const type: TicketType = rng.chance(0.45) ? 'showroom' : 'service';
    const sourceRoll = rng.next();
    const source: TicketSource = sourceRoll < 0.55 ? 'survey' : sourceRoll < 0.75 ? 'hotsheet' : 'callcenter';
    const arrivedAt = new Date(now.getTime() - rng.next() * span);
    const ageHours = (now.getTime() - arrivedAt.getTime()) / 3600_000;
    // A recent ticket's later steps lie in the future: it is still being worked.
    const steps = stepsFor(ageHours, rng);
    const completed = steps.at(-1)?.to === 'B';
    const verification = completed && rng.chance(0.7) ? { afterHours: 2 + rng.next() * 120, satisfied: rng.chance(0.8) ? 'Y' as const : rng.chance(0.75) ? 'N' as const : 'NA' as const } : null;
    const dealerIndex = rng.int(0, dealerCount - 1);
    const categories = categoriesFor(type, rng);
    const carModel = rng.weighted(MODEL_WEIGHTS);
    const texts = ticketTexts(type, source, categories, carModel, rng);
    return {
      type,
      source,
      dealerIndex,
      arrivedAt,
      categories,
      description: texts.description,
      customerWant: texts.customerWant,
      rootCause: texts.rootCause,
      solution: texts.solution,
      carModel,
      steps,
      verification,
      tel: demoTel(i),
    };
  });
}

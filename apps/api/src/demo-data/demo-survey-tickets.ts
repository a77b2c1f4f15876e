import type { SurveyResponseItem, SurveyServiceRequest } from '@voc/contracts';
import { raisesSurveyTicket, surveyTicketImportKey, type TicketType } from '@voc/domain';
import type { ReadSurveyPage } from '@voc/survey-service-client';
import { categoriesFor, MODEL_WEIGHTS, stepsFor, type DemoTicketPlan } from './demo-tickets';
import { demoCustomerTel as demoTel } from './demo-phone-numbers';
import type { SeededRandom } from './random';
import { ticketTexts } from './ticket-texts';

/** The answers endpoint of the survey service, as the product's client reads it. */
export interface SurveyAnswerSource {
  dashboardPage(request: SurveyServiceRequest): Promise<ReadSurveyPage<SurveyResponseItem>>;
}

/**
 * How long after the service recorded an answer the live sync had it (its repeat interval is a
 * few minutes): the moment the demo's survey ticket is raised.
 */
const SYNC_LAG_MS = 5 * 60_000;

/** A demo ticket raised from one low score, with the response it stands for. */
export interface DemoSurveyTicketPlan extends DemoTicketPlan {
  importKey: string;
  item: SurveyResponseItem;
}

/** Every answer the survey service holds for a type, page by page. */
async function allAnswers(source: SurveyAnswerSource, type: TicketType): Promise<SurveyResponseItem[]> {
  const answers = new Map<string, SurveyResponseItem>();
  let cursor: string | undefined;
  for (;;) {
    const { data } = await source.dashboardPage({ type, limit: 5000, ...(cursor ? { cursor } : {}) });
    for (const item of data.items) answers.set(item.survey_id, item);
    if (data.next_cursor === null || data.items.length === 0) return [...answers.values()];
    cursor = data.next_cursor;
  }
}

/**
 * The demo's survey tickets as 18 months of live use raised them: one for each low score that
 * reached the product fresh (libs/domain raisesSurveyTicket, the live sync's rule), raised a few
 * minutes after the service recorded the answer, for the answer's branch, and worked like every
 * other demo ticket (stepsFor). Each carries the response's import key, so the worker's sync links
 * the answer to it when it takes the answers in. Answers of a branch the network does not have
 * are left to the sync (it holds them).
 */
export async function planDemoSurveyTickets(source: SurveyAnswerSource, dealerIndexByCode: ReadonlyMap<string, number>, now: Date, rng: SeededRandom): Promise<DemoSurveyTicketPlan[]> {
  const plans: DemoSurveyTicketPlan[] = [];
  for (const type of ['showroom', 'service'] as const) {
    for (const item of await allAnswers(source, type)) {
      const dealerIndex = dealerIndexByCode.get(item.dealer_code);
      if (dealerIndex === undefined) continue;
      const arrivedAt = new Date(Math.min(Date.parse(item.updated_at) + SYNC_LAG_MS, now.getTime()));
      if (!raisesSurveyTicket(item, new Date(item.responded_at), arrivedAt)) continue;
      const steps = stepsFor((now.getTime() - arrivedAt.getTime()) / 3600_000, rng);
      const completed = steps.at(-1)?.to === 'B';
      // The closed-loop call: a customer who scored 0-6 is won back less often than the average complainant.
      const verification = completed && rng.chance(0.8) ? { afterHours: 2 + rng.next() * 96, satisfied: rng.chance(0.62) ? ('Y' as const) : rng.chance(0.7) ? ('N' as const) : ('NA' as const) } : null;
      const categories = categoriesFor(type, rng);
      const carModel = item.vehicle.car_model ?? rng.weighted(MODEL_WEIGHTS);
      const texts = ticketTexts(type, 'survey', categories, carModel, rng);
      plans.push({
        type,
        source: 'survey',
        dealerIndex,
        arrivedAt,
        categories,
        description: item.comment.trim() || texts.description,
        customerWant: texts.customerWant,
        rootCause: texts.rootCause,
        solution: texts.solution,
        carModel,
        steps,
        verification,
        tel: item.customer.tel?.trim() || demoTel(plans.length),
        importKey: surveyTicketImportKey(type, item.survey_id),
        item,
      });
    }
  }
  return plans;
}

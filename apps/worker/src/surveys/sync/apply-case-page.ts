import type { EntityManager } from 'typeorm';
import type { SurveyCaseItem, SurveyType } from '@voc/contracts';
import { NO_STAGES, newStages, thaiDay, withStages, type ResponseRateStep } from '@voc/domain';
import { holdItems, releaseHeld, type HeldItem } from './held-items';
import { caseDimensions, dealersByCode, lastPerId, lockKnownCases, type KnownCase } from './survey-case-dimensions';
import { appendSurveyEvents, SURVEY_EVENT_TYPES, type NewSurveyEvent } from '@voc/events';

export interface AppliedPage {
  /** Items that reached a new stage. */
  changed: number;
  events: number;
  held: number;
}

/** When a stage was reached, from the item (the service's own times). */
function stageTime(step: ResponseRateStep, item: SurveyCaseItem): Date {
  const at = (time: string | null) => new Date(time ?? item.updated_at);
  switch (step) {
    case 'received':
      return at(item.received_at);
    case 'cleansed':
      return at(item.cleansed_at);
    case 'sent':
      return at(item.sent_at ?? item.outcome_at);
    default:
      return at(item.outcome_at);
  }
}

/**
 * Applies one page of POST /api/responserate/ in the caller's transaction: each case's new stages
 * (what the reported state adds to what is known, libs/domain newStages) become one event, and
 * survey_cases remembers them, so a page served twice appends nothing. A case whose dealer the
 * product does not know is held and tried again at the next sync.
 */
export async function applyCasePage(manager: EntityManager, stream: string, type: SurveyType, items: readonly SurveyCaseItem[]): Promise<AppliedPage> {
  const latest = lastPerId(items);
  const known = await lockKnownCases(manager, type, latest.map((i) => i.survey_id));
  const dealers = await dealersByCode(manager, latest.filter((i) => !known.has(i.survey_id)).map((i) => i.dealer_code));
  const events: NewSurveyEvent[] = [];
  const held: HeldItem[] = [];
  const placed: string[] = [];
  const rows: Array<KnownCase> = [];
  for (const item of latest) {
    if (item.type !== type) {
      held.push({ survey_id: item.survey_id, dealer_code: item.dealer_code, reason: 'type_mismatch', item });
      continue;
    }
    let current = known.get(item.survey_id);
    if (!current) {
      const dealer = dealers.get(item.dealer_code);
      if (!dealer) {
        held.push({ survey_id: item.survey_id, dealer_code: item.dealer_code, reason: 'dealer_unknown', item });
        continue;
      }
      current = { dims: caseDimensions(type, item.survey_id, dealer, thaiDay(item.received_at)), ...NO_STAGES, answered_at: null, ticket_id: null };
    }
    placed.push(item.survey_id);
    const steps = newStages(current, item);
    if (steps.length === 0) continue;
    const last = steps[steps.length - 1];
    events.push({
      type: SURVEY_EVENT_TYPES.progressed,
      payload: {
        case: current.dims,
        stages: steps.map((stage) => ({ stage, at: stageTime(stage, item).toISOString() })),
        ...(steps.includes('cleansed') ? { cleanse_reason: item.cleanse_reason } : {}),
        ...(steps.includes('sent') ? { channel: item.channel } : {}),
      },
      occurredAt: stageTime(last, item),
    });
    rows.push({ ...current, ...withStages(current, steps) });
  }
  await saveCases(manager, type, rows);
  await appendSurveyEvents(manager, events);
  await holdItems(manager, stream, held);
  await releaseHeld(manager, stream, placed);
  return { changed: rows.length, events: events.length, held: held.length };
}

/** Upserts the cases' known stages; the rows travel as one JSON document (cheaper to send and parse than ten array literals). */
async function saveCases(manager: EntityManager, type: SurveyType, rows: readonly KnownCase[]): Promise<void> {
  if (rows.length === 0) return;
  const doc = rows.map((r) => ({ s: r.dims.survey_id, d: r.dims.dealer_ref, a: r.dims.area_code, r: r.dims.region, rd: r.dims.received_day, rc: r.received, cl: r.cleansed, se: r.sent, o: r.outcome }));
  await manager.query(
    `INSERT INTO survey_cases (survey_type, survey_id, dealer_ref, area_code, region, received_day, received, cleansed, sent, outcome, updated_at)
     SELECT $1, s, d, a, r, rd, rc, cl, se, o, now()
     FROM jsonb_to_recordset($2::jsonb) AS x(s text, d uuid, a text, r text, rd date, rc boolean, cl boolean, se boolean, o text)
     ON CONFLICT (survey_type, survey_id) DO UPDATE SET received = EXCLUDED.received, cleansed = EXCLUDED.cleansed, sent = EXCLUDED.sent, outcome = EXCLUDED.outcome, updated_at = now()`,
    [type, JSON.stringify(doc)],
  );
}

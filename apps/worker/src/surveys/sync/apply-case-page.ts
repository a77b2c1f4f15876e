import type { SqlRunner } from '@voc/sql';
import type { SurveyCaseItem, SurveyType } from '@voc/contracts';
import { isoInstantText, NO_STAGES, newStages, thaiDay, withStages, type ResponseRateStep } from '@voc/domain';
import type { HeldItem } from './held-items';
import { caseDimensions, lastPerId, type KnownCase, type PageState } from './survey-case-dimensions';
import { SURVEY_EVENT_TYPES, type NewSurveyEvent } from '@voc/events';
import { writePage, type CursorMove } from './write-page';

export interface AppliedPage {
  /** Items that reached a new stage. */
  changed: number;
  events: number;
  held: number;
}

/** When a stage was reached, from the item (the service's own times), in ms since 1970. */
function stageTimeMs(step: ResponseRateStep, item: SurveyCaseItem): number {
  const at = (time: string | null) => Date.parse(time ?? item.updated_at);
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
 * Applies one page of POST /api/responserate/ in the caller's transaction, whose `state`
 * (lockPageState) holds the page's known cases and its dealers: each case's new stages
 * (what the reported state adds to what is known, libs/domain newStages) become one event, and
 * survey_cases remembers them, so a page served twice appends nothing. A case whose dealer the
 * product does not know is held and tried again at the next sync; the page's `unreadable` items
 * (unreadableHeld) are held too. The stream's cursor moves in the same statement as the page's
 * writes (writePage).
 */
export async function applyCasePage(
  manager: SqlRunner,
  stream: string,
  type: SurveyType,
  items: readonly SurveyCaseItem[],
  state: PageState,
  cursor?: CursorMove,
  unreadable: readonly HeldItem[] = [],
): Promise<AppliedPage> {
  const latest = lastPerId(items);
  const { known, dealers } = state;
  const events: NewSurveyEvent[] = [];
  const held: HeldItem[] = [...unreadable];
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
    const times = steps.map((stage) => stageTimeMs(stage, item));
    events.push({
      type: SURVEY_EVENT_TYPES.progressed,
      payload: {
        case: current.dims,
        stages: steps.map((stage, i) => ({ stage, at: isoInstantText(times[i]) })),
        ...(steps.includes('cleansed') ? { cleanse_reason: item.cleanse_reason } : {}),
        ...(steps.includes('sent') ? { channel: item.channel } : {}),
      },
      occurredAt: new Date(times[times.length - 1]),
    });
    rows.push({ ...current, ...withStages(current, steps) });
  }
  await writePage(manager, stream, type, { cases: rows, events, held, placed, cursor });
  return { changed: rows.length, events: events.length, held: held.length };
}

import type { SqlRunner } from '@voc/sql';
import type { CreateTicketDto, SurveyResponseItem, SurveyType } from '@voc/contracts';
import { isLowScore, lowScoreTicketCategories, raisesSurveyTicket, SURVEY_TICKET_MAX_AGE_DAYS, surveyTicketImportKey, thaiDay } from '@voc/domain';
import { createTicketsInTransaction, type NewTicket } from '@voc/ticketing';
import type { HeldItem } from './held-items';
import { lastPerId, type KnownCase, type PageState } from './survey-case-dimensions';
import { SURVEY_PROGRAMME } from './survey-programme';
import { SURVEY_EVENT_TYPES, type NewSurveyEvent } from '@voc/events';
import { writePage, type CursorMove } from './write-page';

export interface AppliedAnswers {
  answered: number;
  ticketsRaised: number;
  held: number;
  /** Low scores the create command refused (a closed dealer): no ticket, the reason logged. */
  refused: Array<{ survey_id: string; reason: string }>;
}

/** A response's ticket key: one ticket per survey response (tickets.import_key is unique). */
export function surveyTicketKey(type: SurveyType, surveyId: string): string {
  return surveyTicketImportKey(type, surveyId);
}

/** The create-ticket input for a low score: the customer, the car and their own words. */
function lowScoreTicket(type: SurveyType, item: SurveyResponseItem, dealerRef: string): NewTicket {
  const words = item.comment.trim();
  const input = {
    type,
    source: 'survey',
    dealer: dealerRef,
    title: item.customer.title,
    name: item.customer.name?.trim() || '-',
    tel: item.customer.tel?.trim() || '-',
    email: item.customer.email,
    car_model: item.vehicle.car_model,
    chassis_number: item.vehicle.chassis_number,
    registration_number: item.vehicle.registration_number,
    q1: item.q1,
    q2: item.q2,
    complaint_description: words || `NPS ${item.nps}, satisfied ${item.satisfied}`,
    complaint_categories: lowScoreTicketCategories(type),
    created_oa_date: new Date(item.responded_at).toISOString(),
  } as CreateTicketDto;
  return { input, importKey: surveyTicketKey(type, item.survey_id) };
}

/**
 * Applies one page of POST /api/dashboard/ in the caller's transaction, whose `state`
 * (lockPageState) holds the page's known cases: a case's answers are taken
 * once (answers are final), and a low score (libs/domain isLowScore) no older than
 * `ticketMaxAgeDays` (raisesSurveyTicket) raises one survey ticket for the case's dealer through
 * the create-ticket command, in the same transaction. An answer whose
 * case has not arrived yet is held and tried again at the next sync; the page's `unreadable` items
 * (unreadableHeld) are held too. The stream's cursor moves in the same statement as the page's
 * writes (writePage).
 */
export async function applyAnswerPage(
  manager: SqlRunner,
  stream: string,
  type: SurveyType,
  items: readonly SurveyResponseItem[],
  state: PageState,
  now: Date,
  ticketMaxAgeDays = SURVEY_TICKET_MAX_AGE_DAYS,
  cursor?: CursorMove,
  unreadable: readonly HeldItem[] = [],
): Promise<AppliedAnswers> {
  const latest = lastPerId(items);
  const { known } = state;
  const events: NewSurveyEvent[] = [];
  const held: HeldItem[] = [...unreadable];
  const placed: string[] = [];
  const answered: Array<{ kase: KnownCase; item: SurveyResponseItem; respondedAt: Date; low: boolean; raises: boolean }> = [];
  for (const item of latest) {
    const kase = known.get(item.survey_id);
    if (item.type !== type || !kase) {
      held.push({ survey_id: item.survey_id, dealer_code: item.dealer_code, reason: item.type !== type ? 'type_mismatch' : 'case_unknown', item });
      continue;
    }
    placed.push(item.survey_id);
    if (kase.answered_at) continue;
    const low = isLowScore({ nps: item.nps, satisfied: item.satisfied });
    const respondedAt = new Date(item.responded_at);
    answered.push({ kase, item, respondedAt, low, raises: raisesSurveyTicket(item, respondedAt, now, ticketMaxAgeDays) });
    events.push({
      type: SURVEY_EVENT_TYPES.answered,
      payload: {
        case: kase.dims,
        responded_day: thaiDay(respondedAt),
        nps: item.nps,
        return_intent: item.return_intent,
        experience: item.experience,
        satisfied: item.satisfied,
        low_score: low,
        q1: item.q1,
        q2: item.q2,
        comment: item.comment,
      },
      occurredAt: respondedAt,
    });
  }

  const tickets = new Map<string, string>();
  // A low score whose ticket is already there (raised for the same response before this answer
  // was synced: the demo's history, or a sync whose answer rows were lost) is linked to it, however
  // old the answer is now; only the others raise one, while fresh.
  const existing = await existingSurveyTickets(manager, answered.filter((a) => a.low).map((a) => surveyTicketKey(type, a.item.survey_id)));
  for (const { kase, item } of answered) {
    const ticket = existing.get(surveyTicketKey(type, item.survey_id));
    if (!ticket) continue;
    tickets.set(item.survey_id, ticket.id);
    events.push({ type: SURVEY_EVENT_TYPES.ticketRaised, payload: { case: kase.dims, ticket_id: ticket.id, case_no: ticket.case_no }, occurredAt: now });
  }
  const lows = answered.filter((a) => a.raises && !tickets.has(a.item.survey_id));
  const outcomes = lows.length ? await createTicketsInTransaction(manager, SURVEY_PROGRAMME, lows.map((a) => lowScoreTicket(type, a.item, a.kase.dims.dealer_ref)), now) : [];
  const refused: AppliedAnswers['refused'] = [];
  outcomes.forEach((outcome, i) => {
    const { kase, item } = lows[i];
    if ('created' in outcome) {
      tickets.set(item.survey_id, outcome.created.id);
      events.push({ type: SURVEY_EVENT_TYPES.ticketRaised, payload: { case: kase.dims, ticket_id: outcome.created.id, case_no: outcome.created.caseNo }, occurredAt: now });
    } else {
      refused.push({ survey_id: item.survey_id, reason: outcome.refused.messageKey });
    }
  });

  const answers = answered.map((a) => ({ survey_id: a.item.survey_id, answeredAt: a.respondedAt, ticketId: tickets.get(a.item.survey_id) ?? null }));
  await writePage(manager, stream, type, { answers, events, held, placed, cursor });
  return { answered: answered.length, ticketsRaised: tickets.size - existing.size, held: held.length, refused };
}

/** The survey tickets already there for these response keys (tickets.import_key is unique and indexed). */
async function existingSurveyTickets(manager: SqlRunner, keys: readonly string[]): Promise<Map<string, { id: string; case_no: string }>> {
  if (keys.length === 0) return new Map();
  const rows = await manager.query<Array<{ import_key: string; id: string; case_no: string }>>(`SELECT import_key, id, case_no FROM tickets WHERE import_key = ANY($1::text[])`, [keys]);
  return new Map(rows.map((r) => [r.import_key, { id: r.id, case_no: r.case_no }]));
}

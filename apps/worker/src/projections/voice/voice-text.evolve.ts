import { analyseText, type TextAnalysis } from '@voc/voice-text';
import { npsBand, responseMonth, thaiDay, vocCategoryCodes, vocMonth, type ComplaintCategories, type TicketType } from '@voc/domain';
import type { SurveyEvent, TicketEvent } from '@voc/events';
import type { RowOf, VOICE_TEXTS } from '@voc/reporting-schema';

/** A text's row (reporting.voice_texts) as the projector keeps it. */
export type VoiceTextState = RowOf<typeof VOICE_TEXTS>;

/** The row's key of a survey answer's comment (the survey log's case key behind it). */
export const surveyTextKey = (caseKey: string) => `survey:${caseKey}`;
export const ticketTextKey = (ticketId: string) => `ticket:${ticketId}`;

/** The analysis columns of a text. Rules only, never the trained model: a rebuild must give the same rows whatever was trained since. */
function analysed(body: string, options: { npsBand?: 'top2box' | 'passive' | 'bottom6'; ticketType: TicketType }): Pick<VoiceTextState, 'body' | 'search_text' | 'terms' | 'topics' | 'topic_words' | 'polarity'> {
  const analysis: TextAnalysis = analyseText(body, options);
  return {
    body,
    search_text: analysis.tokens.join(' '),
    terms: analysis.terms,
    topics: analysis.topics.map((hit) => hit.topic),
    topic_words: analysis.topics.flatMap((hit) => [...new Set(hit.words)].map((word) => `${hit.topic} ${word}`)),
    polarity: analysis.polarity,
  };
}

/** The text the projection keeps: trimmed, or null when nothing is written. */
export const written = (text: unknown): string | null => (typeof text === 'string' && text.trim() !== '' ? text.trim() : null);

/**
 * Applies one survey event to the text rows (pure but for the analysis, itself pure). Answers
 * the row it made or changed, or undefined when the event holds no text the projection keeps.
 */
export function evolveSurveyText(state: VoiceTextState | undefined, event: SurveyEvent): VoiceTextState | undefined {
  if (event.type === 'SurveyAnswered') {
    const answer = event.payload;
    const body = written(answer.comment);
    if (!body) return undefined;
    const band = npsBand(answer.nps);
    return {
      text_key: surveyTextKey(event.case_key),
      source: 'survey',
      type: answer.case.type,
      dealer_ref: answer.case.dealer_ref,
      dealer_code: answer.case.dealer_code,
      area_code: answer.case.area_code,
      region: answer.case.region,
      day: answer.responded_day,
      month: responseMonth(answer.responded_day),
      nps: answer.nps,
      nps_band: band,
      satisfied: answer.satisfied,
      ...analysed(body, { npsBand: band, ticketType: answer.case.type }),
      categories: [],
      ticket_id: state?.ticket_id ?? null,
      case_no: state?.case_no ?? null,
      deleted: false,
      last_position: String(event.position),
    };
  }
  if (event.type === 'SurveyTicketRaised' && state) {
    return { ...state, ticket_id: event.payload.ticket_id, case_no: event.payload.case_no, last_position: String(event.position) };
  }
  return undefined;
}

/** Where and when a ticket's description row counts: the dimensions its event carries. */
function ticketRowPlace(event: TicketEvent) {
  const dims = event.payload.ticket;
  return {
    text_key: ticketTextKey(event.ticket_id),
    source: 'ticket',
    type: dims.type,
    dealer_ref: dims.dealer_ref,
    dealer_code: dims.dealer_code,
    area_code: dims.area_code,
    region: dims.region,
    day: thaiDay(dims.created_date),
    month: vocMonth(dims.created_date),
    nps: null,
    nps_band: 'none',
    satisfied: null,
  } satisfies Partial<VoiceTextState>;
}

/**
 * Applies one ticket event to its description's row. Survey tickets are left out: their text is
 * the survey comment, counted once as such. A ticket's description and categories as they are
 * now; a deleted ticket's counts nowhere.
 */
export function evolveTicketText(state: VoiceTextState | undefined, event: TicketEvent): VoiceTextState | undefined {
  const dims = event.payload.ticket;
  if (dims.source === 'survey') return undefined;
  const position = String(event.position);
  if (event.type === 'TicketCreated') {
    const body = written(event.payload.complaint_description);
    if (!body) return undefined;
    return {
      ...ticketRowPlace(event),
      ...analysed(body, { ticketType: dims.type }),
      categories: vocCategoryCodes(dims.type, event.payload.complaint_categories as ComplaintCategories),
      ticket_id: event.ticket_id,
      case_no: event.payload.case_no,
      deleted: false,
      last_position: position,
    };
  }
  if (event.type === 'TicketUpdated') {
    const changes = event.payload.changes;
    const has = (field: string) => Object.prototype.hasOwnProperty.call(changes, field);
    if (!has('complaint_description') && !has('complaint_categories')) return undefined;
    const categories = has('complaint_categories') ? vocCategoryCodes(dims.type, changes['complaint_categories'] as ComplaintCategories) : (state?.categories ?? []);
    if (!has('complaint_description')) return state && { ...state, categories, last_position: position };
    const body = written(changes['complaint_description'] as string | null);
    if (!body) return state && { ...state, deleted: true, categories, last_position: position };
    // A description first written by an edit: the row takes the dimensions the event carries.
    const base: VoiceTextState = state ?? {
      ...ticketRowPlace(event),
      body: '',
      search_text: '',
      terms: [],
      topics: [],
      topic_words: [],
      polarity: 'neutral',
      categories: [],
      ticket_id: event.ticket_id,
      case_no: null,
      deleted: false,
      last_position: position,
    };
    return { ...base, ...analysed(body, { ticketType: dims.type }), categories, deleted: false, last_position: position };
  }
  if (event.type === 'TicketDeleted' && state) return { ...state, deleted: true, last_position: position };
  return undefined;
}

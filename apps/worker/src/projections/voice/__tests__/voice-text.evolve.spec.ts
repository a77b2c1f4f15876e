import type { SurveyEvent, TicketEvent } from '@voc/events';
import { evolveSurveyText, evolveTicketText, type VoiceTextState } from '../voice-text.evolve';

const ticket = {
  type: 'service' as const,
  source: 'callcenter' as const,
  dealer_ref: 'd1',
  dealer_code: 'D0001',
  area_code: 'R1-1',
  region: 'Region1',
  created_oa_date: '2026-03-31T18:00:00.000Z',
  // 1 April 01:00 in Bangkok: the description counts in April.
  created_date: '2026-03-31T18:00:00.000Z',
};
let position = 0;
function ticketEvent(type: string, payload: Record<string, unknown> = {}, dims: Record<string, unknown> = {}): TicketEvent {
  position += 1;
  return { position: String(position), tx_id: String(position), ticket_id: 't1', type: type as TicketEvent['type'], occurred_at: new Date('2026-04-02T00:00:00Z'), payload: { ticket: { ...ticket, ...dims }, ...payload } as never };
}
const created = (description: string | null | undefined, categories: Record<string, boolean | string> = { S03: true, S100: 'x' }) =>
  ticketEvent('TicketCreated', { case_no: 'SV2604-000001', status: 'W', complaint_categories: categories, car_model: null, ...(description === undefined ? {} : { complaint_description: description }) });

const surveyCase = { type: 'service' as const, survey_id: 'S1', dealer_ref: 'd2', dealer_code: 'D0002', area_code: 'R2-1', region: 'Region2', received_day: '2026-04-28' };
function surveyEvent(type: string, payload: Record<string, unknown>): SurveyEvent {
  position += 1;
  return { position: String(position), tx_id: String(position), case_key: 'service:S1', type: type as SurveyEvent['type'], occurred_at: new Date('2026-05-01T00:00:00Z'), payload: { case: surveyCase, ...payload } as never };
}
const answered = (comment: string, nps = 3) =>
  surveyEvent('SurveyAnswered', { responded_day: '2026-05-01', nps, return_intent: 2, experience: 2, satisfied: 'N', low_score: nps <= 6, q1: null, q2: null, comment });

function given<E>(evolve: (s: VoiceTextState | undefined, e: E) => VoiceTextState | undefined, events: E[]): VoiceTextState | undefined {
  return events.reduce<VoiceTextState | undefined>((state, e) => evolve(state, e) ?? state, undefined);
}

describe('voice projection: given events, then the text row', () => {
  it('keeps a survey comment with its score band, the day and month answered, and its analysis', () => {
    const row = given(evolveSurveyText, [answered('  รอนานมาก เสียเวลา  ')]);
    expect(row).toMatchObject({ text_key: 'survey:service:S1', source: 'survey', type: 'service', dealer_ref: 'd2', region: 'Region2', day: '2026-05-01', month: '2026-05-01', nps: 3, nps_band: 'bottom6', body: 'รอนานมาก เสียเวลา', categories: [], ticket_id: null });
    expect(row?.topics).toContain('S03');
    expect(row?.topic_words.some((pair) => pair.startsWith('S03 '))).toBe(true);
    expect(row?.search_text.split(' ')).toEqual(expect.arrayContaining(['รอ']));
    expect(row?.polarity).toBe('negative');
  });

  it('keeps no row for an answer without a comment, and links the survey ticket when one is raised', () => {
    expect(evolveSurveyText(undefined, answered('   '))).toBeUndefined();
    const row = given(evolveSurveyText, [answered('ค่าบริการแพง'), surveyEvent('SurveyTicketRaised', { ticket_id: 'tk', case_no: 'SV2605-000009' })]);
    expect(row).toMatchObject({ ticket_id: 'tk', case_no: 'SV2605-000009' });
    // A ticket raised for an answer whose comment was empty has nothing to attach to.
    expect(evolveSurveyText(undefined, surveyEvent('SurveyTicketRaised', { ticket_id: 'tk', case_no: 'x' }))).toBeUndefined();
  });

  it('keeps a ticket description in the Thai month received, with its counted categories', () => {
    expect(given(evolveTicketText, [created('ห้องรับรองร้อน ไม่มีที่นั่ง')])).toMatchObject({ text_key: 'ticket:t1', source: 'ticket', nps: null, nps_band: 'none', day: '2026-04-01', month: '2026-04-01', categories: ['S03'], case_no: 'SV2604-000001', deleted: false });
  });

  it.each([
    ['no description', created(null)],
    ['a description from before events carried it', created(undefined)],
    ['a survey ticket (its text is the survey comment, counted once)', ticketEvent('TicketCreated', { case_no: 'x', status: 'W', complaint_categories: {}, car_model: null, complaint_description: 'แพง' }, { source: 'survey' })],
  ])('keeps no row for %s', (_name, event) => {
    expect(evolveTicketText(undefined, event)).toBeUndefined();
  });

  it('follows edits of the description and the categories, and a description first written by an edit', () => {
    const edited = given(evolveTicketText, [created('รอนาน'), ticketEvent('TicketUpdated', { changes: { complaint_description: 'ห้องน้ำสกปรก' } }), ticketEvent('TicketUpdated', { changes: { complaint_categories: { S10: true } } })]);
    expect(edited).toMatchObject({ body: 'ห้องน้ำสกปรก', categories: ['S10'] });
    expect(edited?.topics).toContain('S10');
    expect(edited?.topics).not.toContain('S03');
    const late = given(evolveTicketText, [created(null), ticketEvent('TicketUpdated', { changes: { complaint_description: 'ค่าแรงแพง' } })]);
    expect(late).toMatchObject({ text_key: 'ticket:t1', body: 'ค่าแรงแพง', month: '2026-04-01', categories: [] });
  });

  it('answers nothing for other edits, and counts a deleted ticket or an emptied description nowhere', () => {
    const row = given(evolveTicketText, [created('รอนาน')]);
    expect(evolveTicketText(row, ticketEvent('TicketUpdated', { changes: { tel: '0812345678' } }))).toBeUndefined();
    expect(evolveTicketText(row, ticketEvent('TicketStatusChanged', { from: 'W', to: 'C' }))).toBeUndefined();
    expect(evolveTicketText(row, ticketEvent('TicketDeleted', { status: 'W' }))).toMatchObject({ deleted: true });
    expect(evolveTicketText(row, ticketEvent('TicketUpdated', { changes: { complaint_description: '' } }))).toMatchObject({ deleted: true });
  });
});

import type { NewSurveyEvent, SurveyCaseDimensions } from '../index';
import { surveyEventColumns, surveyEventRows } from '../log/append-survey-events';

const dims = (surveyId: string): SurveyCaseDimensions => ({
  type: 'service',
  survey_id: surveyId,
  dealer_ref: '6f1c1f1e-8d1a-4a52-9a55-3c7c1b1f0a01',
  dealer_code: 'D0001',
  area_code: null,
  region: 'ภาคกลาง',
  received_day: '2026-10-23',
});

const answered = (surveyId: string, comment: string): NewSurveyEvent => ({
  type: 'SurveyAnswered',
  payload: { case: dims(surveyId), responded_day: '2026-10-24', nps: 3, return_intent: 2, experience: 2, satisfied: 'N', low_score: true, q1: null, q2: 'x', comment },
  occurredAt: new Date('2026-10-24T01:44:19+07:00'),
});

describe('surveyEventColumns', () => {
  // A survey id and a comment are the service's text: line breaks, quotes and backslashes included.
  const events: NewSurveyEvent[] = [
    answered('SV-1', 'first line\nsecond line\r\n"quoted" \\ back\tslash'),
    answered('SV-2\nodd id', ''),
    { type: 'SurveyTicketRaised', payload: { case: dims('SV-3'), ticket_id: '1c9f1e1e-0000-4000-8000-000000000001', case_no: 'S-1' }, occurredAt: new Date(Date.UTC(2026, 10, 20, 5)) },
  ];

  it('holds one line an event in each text column, whatever the payloads hold', () => {
    const columns = surveyEventColumns(events);
    expect(columns.types.split('\n')).toEqual(events.map((e) => e.type));
    expect(columns.occurredAt.split('\n')).toEqual(events.map((e) => e.occurredAt.toISOString()));
    expect(columns.payloads.split('\n').map((line) => JSON.parse(line) as unknown)).toEqual(events.map((e) => e.payload));
    expect(JSON.parse(columns.keys)).toEqual(['service:SV-1', 'service:SV-2\nodd id', 'service:SV-3']);
  });

  it('carries the same rows as the JSON document form', () => {
    const columns = surveyEventColumns(events);
    const payloads = columns.payloads.split('\n');
    const keys = JSON.parse(columns.keys) as string[];
    const types = columns.types.split('\n');
    const times = columns.occurredAt.split('\n');
    expect(keys.map((k, i) => ({ k, t: types[i], p: JSON.parse(payloads[i]) as unknown, o: times[i] }))).toEqual(surveyEventRows(events));
  });
});

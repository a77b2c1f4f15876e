import { DataSource } from 'typeorm';
import { appendSurveyEvents, type NewSurveyEvent, type SurveyCaseDimensions } from '@voc/events';
import { dataSourceOptions } from '@voc/migrations';
import { createMigratedDatabase, type ThrowawayDatabase } from '@voc/testing';

const dims = (surveyId: string): SurveyCaseDimensions => ({
  type: 'showroom',
  survey_id: surveyId,
  dealer_ref: '6f1c1f1e-8d1a-4a52-9a55-3c7c1b1f0a01',
  dealer_code: 'D0001',
  area_code: null,
  region: 'ภาคกลาง',
  received_day: '2026-10-23',
});

/**
 * The survey log's append (appendSurveyEvents, the sync's writePage uses the same SQL) sends each
 * column as one text, a line an event: the service's texts (a comment's line breaks, quotes,
 * backslashes, Thai, even a survey id with a line break) come back as they went in, in order.
 */
describe('the survey log append (own database)', () => {
  let database: ThrowawayDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_survey_append');
    db = await new DataSource(dataSourceOptions(database.url, 2)).initialize();
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('appends the events as they are, in their order', async () => {
    const events: NewSurveyEvent[] = [
      {
        type: 'SurveyCaseProgressed',
        occurredAt: new Date('2026-10-23T10:00:00.123+07:00'),
        payload: { case: dims('SR-1'), stages: [{ stage: 'received', at: '2026-10-23T03:00:00.123Z' }], channel: null },
      },
      {
        type: 'SurveyAnswered',
        occurredAt: new Date('2026-10-24T01:44:19+07:00'),
        payload: { case: dims('SR-1'), responded_day: '2026-10-24', nps: 3, return_intent: 2, experience: 2, satisfied: 'N', low_score: true, q1: 'ดี "มาก"', q2: null, comment: 'แถวแรก\nแถวสอง\r\nback\\slash \\n\ttab \u2028 end' },
      },
      {
        type: 'SurveyAnswered',
        occurredAt: new Date('2026-10-25T08:00:00Z'),
        payload: { case: dims('SR-2\nodd'), responded_day: '2026-10-25', nps: 10, return_intent: 4, experience: 5, satisfied: 'Y', low_score: false, q1: null, q2: null, comment: '' },
      },
    ];
    await db.transaction((manager) => appendSurveyEvents(manager, events));
    const rows = await db.query<Array<{ case_key: string; type: string; payload: unknown; occurred_at: Date }>>(`SELECT case_key, type, payload, occurred_at FROM survey_events ORDER BY position`);
    expect(rows.map((r) => ({ ...r, occurred_at: r.occurred_at.toISOString() }))).toEqual(
      events.map((e) => ({ case_key: `${e.payload.case.type}:${e.payload.case.survey_id}`, type: e.type, payload: e.payload, occurred_at: e.occurredAt.toISOString() })),
    );
  });
});

import { DataSource } from 'typeorm';
import type { SurveyServiceRequest } from '@voc/contracts';
import { dataSourceOptions } from '@voc/migrations';
import { UnitOfWork } from '@voc/sql';
import { readSurveyCaseItem, readSurveyPage, readSurveyResponseItem } from '@voc/survey-service-client';
import { createMigratedDatabase, insertTestDealers, type ThrowawayDatabase } from '@voc/testing';
import type { SurveyPageSource } from '../../../src/surveys/sync/survey-page-source';
import { syncSurveyService } from '../../../src/surveys/sync/sync-survey-service';

const NOW = new Date('2026-11-20T05:00:00Z');

function caseItem(survey_id: string, patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    survey_id,
    type: 'showroom',
    dealer_code: 'H1',
    visit_date: '2026-11-10',
    received_at: '2026-11-12T09:00:00+07:00',
    cleansed_at: null,
    cleanse_reason: null,
    sent_at: null,
    channel: null,
    outcome: 'pending',
    outcome_at: null,
    updated_at: '2026-11-12T09:00:00+07:00',
    ...patch,
  };
}

/**
 * The service as a script of raw answers per stream and cursor, read by the product's own page
 * reader (the client's): what a vendor that sends one broken item looks like to the sync.
 */
function scriptedService(cases: Record<string, { items: unknown[]; next_cursor: string | null }>): SurveyPageSource {
  const empty = { items: [], next_cursor: null };
  const answer = (request: SurveyServiceRequest) => (request.type === 'showroom' ? (cases[request.cursor ?? ''] ?? empty) : empty);
  return {
    responseRatePage: async (request) => readSurveyPage({ success: true, data: answer(request) }, readSurveyCaseItem),
    dashboardPage: async () => readSurveyPage({ success: true, data: empty }, readSurveyResponseItem),
  };
}

describe('the survey sync and an item it cannot read', () => {
  let database: ThrowawayDatabase;
  let db: DataSource;
  const sync = (source: SurveyPageSource) => syncSurveyService(new UnitOfWork(db), source, { now: () => NOW });
  const held = () => db.query<Array<{ survey_id: string; dealer_code: string; reason: string; detail: string | null }>>(`SELECT survey_id, dealer_code, reason, detail FROM survey_held_items ORDER BY survey_id`);
  const cases = async () => (await db.query<Array<{ survey_id: string }>>(`SELECT survey_id FROM survey_cases ORDER BY survey_id`)).map((r) => r.survey_id);

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_survey_unreadable');
    db = new DataSource(dataSourceOptions(database.url, 2));
    await db.initialize();
    await insertTestDealers(db, { count: 1, code: 'H' });
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('holds it with its reason, goes on with the rest, and takes it in once the service sends it right', async () => {
    const broken = caseItem('S-2', { outcome: 'lost' });
    const nameless = { ...caseItem('x'), survey_id: 7 };
    const first = scriptedService({
      '': { items: [caseItem('S-1'), broken, nameless, caseItem('S-3')], next_cursor: 'c1' },
      c1: { items: [nameless], next_cursor: null },
    });
    const report = await sync(first);
    expect(report.items).toBe(5);
    expect(await cases()).toEqual(['S-1', 'S-3']);
    const [s2, unnamed] = await held();
    expect(s2).toEqual({ survey_id: 'S-2', dealer_code: 'H1', reason: 'unreadable', detail: 'answer.data.items[1].outcome must be one of pending, responded_successfully, responded_unsuccessfully, not_responded' });
    // Served twice (on two pages), the item without a readable survey_id is held once.
    expect(unnamed).toEqual({ survey_id: expect.stringMatching(/^unreadable:[0-9a-f]{24}$/), dealer_code: 'H1', reason: 'unreadable', detail: expect.stringMatching(/^answer\.data\.items\[\d\]\.survey_id must be a string$/) });
    const [stream] = await db.query<Array<{ cursor: string; last_error: string | null; last_success_at: Date | null }>>(`SELECT cursor, last_error, last_success_at FROM survey_sync WHERE stream = 'responserate:showroom'`);
    expect(stream).toEqual({ cursor: 'c1', last_error: null, last_success_at: NOW });

    const fixed = scriptedService({ c1: { items: [caseItem('S-2', { updated_at: '2026-11-13T09:00:00+07:00' })], next_cursor: 'c2' } });
    await sync(fixed);
    expect(await cases()).toEqual(['S-1', 'S-2', 'S-3']);
    expect((await held()).map((h) => h.survey_id)).toEqual([unnamed.survey_id]);
  });

  it('does not hold a broken state of an item whose readable state is on the same page', async () => {
    const source = scriptedService({ c2: { items: [caseItem('S-4', { outcome: 'lost' }), caseItem('S-4', { updated_at: '2026-11-14T09:00:00+07:00' })], next_cursor: 'c3' } });
    await sync(source);
    expect(await cases()).toContain('S-4');
    expect((await held()).map((h) => h.survey_id)).not.toContain('S-4');
  });
});

import { DataSource } from 'typeorm';
import type { SurveyServiceRequest, SurveyType } from '@voc/contracts';
import { dataSourceOptions } from '@voc/migrations';
import { UnitOfWork } from '@voc/sql';
import { readSurveyCaseItem, readSurveyPage, readSurveyResponseItem } from '@voc/survey-service-client';
import { createMigratedDatabase, insertTestDealers, type ThrowawayDatabase } from '@voc/testing';
import type { SurveyPageSource } from '../../../src/surveys/sync/survey-page-source';
import { syncSurveyService, type SyncOptions } from '../../../src/surveys/sync/sync-survey-service';

const NOW = new Date('2026-11-20T05:00:00Z');
const PAGES = 6;
const PER_PAGE = 20;

const prefix = (type: SurveyType) => (type === 'showroom' ? 'SR' : 'SV');
const surveyId = (type: SurveyType, page: number, i: number) => `${prefix(type)}-${page}-${i}`;

/** A case in its final state: received, sent and answered. */
function caseItem(type: SurveyType, id: string): Record<string, unknown> {
  return {
    survey_id: id,
    type,
    dealer_code: 'K1',
    visit_date: '2026-11-10',
    received_at: '2026-11-12T09:00:00+07:00',
    cleansed_at: null,
    cleanse_reason: null,
    sent_at: '2026-11-13T09:00:00+07:00',
    channel: 'sms',
    outcome: 'responded_successfully',
    outcome_at: '2026-11-14T09:00:00+07:00',
    updated_at: '2026-11-14T09:00:00+07:00',
  };
}

function answerItem(type: SurveyType, id: string): Record<string, unknown> {
  return {
    survey_id: id,
    type,
    dealer_code: 'K1',
    visit_date: '2026-11-10',
    responded_at: '2026-11-14T09:00:00+07:00',
    customer: { title: null, name: 'ทดสอบ', tel: null, email: null },
    vehicle: { car_model: null, chassis_number: null, registration_number: null },
    nps: 9,
    q1: null,
    q2: null,
    return_intent: 4,
    experience: 5,
    satisfied: 'Y',
    comment: '',
    updated_at: '2026-11-14T09:00:00+07:00',
  };
}

/**
 * The service with PAGES pages of PER_PAGE cases and as many of answers a type (cursor '' then
 * 'p1', 'p2', …). `broken` is asked of every request first: it throws (the service fails) or
 * answers a page of its own.
 */
function service(broken: (kind: 'cases' | 'answers', request: SurveyServiceRequest) => Record<string, unknown>[] | undefined = () => undefined): SurveyPageSource {
  const page = (kind: 'cases' | 'answers', request: SurveyServiceRequest) => {
    const n = request.cursor ? Number(request.cursor.slice(1)) : 0;
    const items = broken(kind, request) ?? Array.from({ length: PER_PAGE }, (_, i) => (kind === 'cases' ? caseItem : answerItem)(request.type, surveyId(request.type, n, i)));
    return { items, next_cursor: n + 1 < PAGES ? `p${n + 1}` : null };
  };
  return {
    responseRatePage: async (request) => readSurveyPage({ success: true, data: page('cases', request) }, readSurveyCaseItem),
    dashboardPage: async (request) => readSurveyPage({ success: true, data: page('answers', request) }, readSurveyResponseItem),
  };
}

/**
 * The sync begins a page's transaction while the page before it is applied (PageAhead): a page
 * that fails, a second sync at the same time, and an ANALYZE due mid-stream on a pool of two
 * connections leave what the sync without it left.
 */
describe('the survey sync with the next page begun ahead (own database)', () => {
  let database: ThrowawayDatabase;
  let db: DataSource;
  const sync = (source: SurveyPageSource, options: SyncOptions = {}, on: DataSource = db) => syncSurveyService(new UnitOfWork(on), source, { pageSize: PER_PAGE, now: () => NOW, ...options });
  const eventsByCase = () => db.query<Array<{ case_key: string; events: string[] }>>(`SELECT case_key, array_agg(type ORDER BY position) AS events FROM survey_events GROUP BY case_key ORDER BY case_key`);
  const streams = () => db.query<Array<{ stream: string; cursor: string | null; last_error: string | null }>>(`SELECT stream, cursor, last_error FROM survey_sync ORDER BY stream`);
  const openTransactions = async () => {
    const [{ n }] = await db.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL`);
    return n;
  };
  /** Every case of both types once, each with its progress and its answer, once. */
  const everyCaseOnce = () =>
    (['service', 'showroom'] as const).flatMap((type) =>
      Array.from({ length: PAGES * PER_PAGE }, (_, k) => ({ case_key: `${type}:${surveyId(type, Math.floor(k / PER_PAGE), k % PER_PAGE)}`, events: ['SurveyCaseProgressed', 'SurveyAnswered'] })),
    ).sort((a, b) => (a.case_key < b.case_key ? -1 : 1));

  beforeEach(async () => {
    database = await createMigratedDatabase('voc_survey_ahead');
    db = new DataSource(dataSourceOptions(database.url, 2));
    await db.initialize();
    await insertTestDealers(db, { count: 1, code: 'K' });
  });

  afterEach(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('stops at a page the service fails: the pages before it stay, nothing of it, no transaction left open; the next sync goes on from there', async () => {
    const failing = service((kind, request) => {
      if (kind === 'cases' && request.type === 'showroom' && request.cursor === 'p3') throw new Error('service down');
      return undefined;
    });
    await expect(sync(failing)).rejects.toThrow('service down');
    expect(await openTransactions()).toBe(0);
    expect((await streams()).find((s) => s.stream === 'responserate:showroom')).toEqual({ stream: 'responserate:showroom', cursor: 'p3', last_error: 'errors.survey.unavailable' });
    const [{ n }] = await db.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM survey_cases WHERE survey_type = 'showroom'`);
    expect(n).toBe(3 * PER_PAGE);

    await sync(service());
    expect(await eventsByCase()).toEqual(everyCaseOnce());
    expect((await streams()).every((s) => s.last_error === null && s.cursor === `p${PAGES - 1}`)).toBe(true);
  });

  it('stops at a page PostgreSQL refuses: its transaction and the one begun ahead end with nothing written', async () => {
    // A survey id with a NUL: readable JSON, but no PostgreSQL text may hold it.
    const refused = service((kind, request) => (kind === 'cases' && request.type === 'service' && request.cursor === 'p2' ? [caseItem('service', 'SV-\u0000')] : undefined));
    await expect(sync(refused)).rejects.toThrow();
    expect(await openTransactions()).toBe(0);
    expect((await streams()).find((s) => s.stream === 'responserate:service')).toEqual({ stream: 'responserate:service', cursor: 'p2', last_error: 'errors.survey.unavailable' });
    const [{ n }] = await db.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM survey_cases WHERE survey_type = 'service'`);
    expect(n).toBe(2 * PER_PAGE);

    await sync(service());
    expect(await eventsByCase()).toEqual(everyCaseOnce());
  });

  it('applies every page once when two syncs (two workers) run at the same time', async () => {
    const other = await new DataSource(dataSourceOptions(database.url, 2)).initialize();
    try {
      await Promise.all([sync(service()), sync(service(), {}, other)]);
    } finally {
      await other.destroy();
    }
    expect(await eventsByCase()).toEqual(everyCaseOnce());
    expect(await openTransactions()).toBe(0);
  });

  it('analyzes mid-stream on a pool of two connections', async () => {
    const report = await sync(service(), { analyzeEveryItems: PER_PAGE });
    expect(report.items).toBe(4 * PAGES * PER_PAGE);
    expect(await eventsByCase()).toEqual(everyCaseOnce());
  });
});

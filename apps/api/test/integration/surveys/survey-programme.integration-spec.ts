import ExcelJS from 'exceljs';
import type { DataSource } from 'typeorm';
import { SurveyServiceClient } from '@voc/survey-service-client';
import { REPORTING_MIGRATIONS } from '@voc/migrations';
import { SURVEY_REPORTING_TABLES } from '@voc/reporting-schema';
import { UnitOfWork } from '@voc/sql';
import { createMigratedDatabase, type ThrowawayDatabase } from '@voc/testing';
import { isLowScore, noPermissions, pendingCases, raisesSurveyTicket, recoveryCounts, recoveryRate, recoveryStanding, responseRateOfOutcomes, thaiDay, thaiMonth, type Principal } from '@voc/domain';
import { changeTicketStatus, updateTicket, verifyTicket } from '@voc/ticketing';
import type { SurveyCaseItem, SurveyResponseItem } from '@voc/contracts';
// The survey programme end to end in one process: the stand-in of the survey service, the worker's
// sync and projections (its own code, called as its processor calls it), and the api's reports.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startSurveyStandin, type SurveyStandin } from '../../../../survey-standin/src/standin-server';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { syncSurveyService } from '../../../../worker/src/surveys/sync/sync-survey-service';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { projectAllSurveys } from '../../../../worker/src/surveys/projections/project-surveys';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { testProjectionStores as projectionStores } from '../../../../worker/test/support/test-projection-stores';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { projectAll } from '../../../../worker/src/projections/tickets/project-tickets';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { surveyTicketKey } from '../../../../worker/src/surveys/sync/apply-answer-page';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { replayInto } from '../../../../worker/src/projections/tickets/rebuild-projections';
// eslint-disable-next-line @nx/enforce-module-boundaries
import type { SurveyPageSource } from '../../../../worker/src/surveys/sync/survey-page-source';
import { rateRangeParts } from '../../../src/surveys/services/rate-range-parts';
import { createUser } from '../../support/account-fixtures';
import { signIn } from '../../support/ticket-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';

const NOW = '2026-11-20T12:00:00+07:00';

async function insertDealer(db: DataSource, code: string, region: string, area: string): Promise<string> {
  const [row] = await db.query<Array<{ id: string }>>(
    `INSERT INTO dealers (dealer_id, dealer_code, dealer_name, dealer_name_en, branch_name, branch_name_en, status,
       sale_area_code, service_area_code, dealer_sales_region, dealer_service_region, working_hours)
     VALUES ('9000', $1, 'นิสสัน ทดสอบ', 'Nissan Test', 'สาขา ' || $1, 'Branch ' || $1, 'normal', $2, $2, $3, $3, '{}'::jsonb) RETURNING id`,
    [code, area, region],
  );
  return row.id;
}

/** Every item the service has for a type, straight from it (the independent recount's input). */
async function everything<T>(page: (cursor?: string) => Promise<{ data: { items: T[]; next_cursor: string | null } }>): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | undefined;
  for (;;) {
    const { data } = await page(cursor);
    all.push(...data.items);
    if (data.next_cursor === null || data.items.length === 0) return all;
    cursor = data.next_cursor;
  }
}

/** The six numbers recounted from the service's raw items by the definitions (libs/domain survey-measures.ts). */
function recount(items: readonly SurveyCaseItem[], codes: ReadonlySet<string>) {
  const last = new Map<string, SurveyCaseItem>();
  for (const item of items) if (codes.has(item.dealer_code)) last.set(item.survey_id, item);
  const c = { received: 0, cleansed: 0, sent: 0, responded_successfully: 0, responded_unsuccessfully: 0, not_responded: 0 };
  for (const item of last.values()) {
    c.received++;
    if (item.cleansed_at && !item.sent_at) {
      c.cleansed++;
      continue;
    }
    if (item.sent_at || item.outcome !== 'pending') c.sent++;
    if (item.outcome !== 'pending') c[item.outcome]++;
  }
  return c;
}

describe('survey programme: the survey service synced into the survey log, projected, reported; low scores become tickets', () => {
  let database: ThrowawayDatabase;
  let sut: TestApi;
  let standin: SurveyStandin;
  let client: SurveyServiceClient;
  let csn: string;
  const known = new Set(['D0001', 'D0002']);

  const stores = () => projectionStores(sut.db, sut.db);
  const sync = (source: SurveyPageSource = client, pageSize = 150) =>
    syncSurveyService(new UnitOfWork(sut.db), source, { pageSize, now: () => new Date(NOW), analyzeEveryItems: 500, afterPage: async () => void (await projectAllSurveys(stores())) });
  const report = (query: string, token = csn) => sut.call<any>('GET', `/tickets/report/responserate?${query}`, { token });

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_survey');
    sut = await startTestApi({ DATABASE_URL: database.url });
    await insertDealer(sut.db, 'D0001', 'Region1', 'R1-1');
    await insertDealer(sut.db, 'D0002', 'Region2', 'R2-1');
    csn = await signIn(sut, await createUser(sut.db, { type: 'csn' }));
    standin = await startSurveyStandin({ dealers: 3, months: 2, now: NOW, control: true });
    client = new SurveyServiceClient({ baseUrl: standin.url, user: standin.user, password: standin.password, timeoutMs: 3000, maxAttempts: 2, backoffBaseMs: 5 });
  });

  afterAll(async () => {
    await standin?.close();
    await sut?.close();
    await database?.drop();
  });

  it('a sync cut off mid-stream and a service repeating pages leave every case counted once: the report equals a recount of the raw items', async () => {
    let pages = 0;
    const dying: SurveyPageSource = {
      responseRatePage: async (request) => {
        if (++pages === 4) throw new Error('worker killed');
        return client.responseRatePage(request);
      },
      dashboardPage: (request) => client.dashboardPage(request),
    };
    await expect(sync(dying)).rejects.toThrow('worker killed');
    standin.setFaults({ mode: 'repeat_page', count: 3 });
    await sync();
    await sync();

    const cases = await everything<SurveyCaseItem>((cursor) => client.responseRatePage({ type: 'showroom', limit: 5000, ...(cursor ? { cursor } : {}) }));
    const expected = recount(cases, known);
    expect(expected.received).toBeGreaterThan(100);
    const res = await report('type=showroom&from=2026-01-01&to=2026-12-31');
    expect(res.status).toBe(200);
    const { rate, pending, outcome_rate, ...total } = res.body.success.total;
    expect(total).toEqual(expected);
    expect(rate).toBeCloseTo((expected.responded_successfully / expected.sent) * 100, 1);
    // Pending: the raw cases sent whose outcome is still pending; the rate over the cases with an outcome beside.
    const last = new Map<string, SurveyCaseItem>();
    for (const item of cases) if (known.has(item.dealer_code)) last.set(item.survey_id, item);
    const sentPending = [...last.values()].filter((i) => i.sent_at && i.outcome === 'pending').length;
    expect(sentPending).toBeGreaterThan(0);
    expect(pending).toBe(sentPending);
    expect(pending).toBe(pendingCases(expected));
    const outcomes = expected.responded_successfully + expected.responded_unsuccessfully + expected.not_responded;
    expect(outcome_rate).toBeCloseTo((expected.responded_successfully / outcomes) * 100, 1);
    expect(outcome_rate).toBeGreaterThan(rate);
    for (const row of res.body.success.rows) expect([row.key, row.pending, row.outcome_rate]).toEqual([row.key, pendingCases(row), responseRateOfOutcomes(row)]);
    expect(res.body.success.rows.map((r: any) => r.key)).toEqual(['Region1', 'Region2']);
    expect(res.body.success.survey_sync).toMatchObject({ last_success_at: expect.any(String), last_error: null });

    // The sync analyzed the tables it grew (here every 500 items), so the planner sees their size.
    const analyzed = await sut.db.query<Array<{ relname: string }>>(`SELECT relname FROM pg_stat_user_tables WHERE relname IN ('survey_cases', 'survey_events') AND last_analyze IS NOT NULL ORDER BY relname`);
    expect(analyzed.map((r) => r.relname)).toEqual(['survey_cases', 'survey_events']);

    const [{ n }] = await sut.db.query(
      `SELECT coalesce(sum(jsonb_array_length(payload->'stages')), 0)::int AS n FROM survey_events WHERE type = 'SurveyCaseProgressed' AND payload->'case'->>'type' = 'showroom'`,
    );
    const stages = expected.received + expected.cleansed + expected.sent + expected.responded_successfully + expected.responded_unsuccessfully + expected.not_responded;
    expect(n).toBe(stages);
  });

  it('a long range with days at its edges (whole months from survey_rate_monthly, edge days from survey_rate_daily) equals a recount of the cases received in it', async () => {
    const cases = await everything<SurveyCaseItem>((cursor) => client.responseRatePage({ type: 'showroom', limit: 5000, ...(cursor ? { cursor } : {}) }));
    const receivedIn = (from: string, to: string) => {
      const last = new Map<string, SurveyCaseItem>();
      for (const item of cases) last.set(item.survey_id, item);
      return [...last.values()].filter((i) => thaiDay(i.received_at) >= from && thaiDay(i.received_at) <= to);
    };
    const days = [...new Set(receivedIn('2000-01-01', '2100-01-01').map((i) => thaiDay(i.received_at)))].sort();
    // From the middle of the first month with cases to the middle of the last: edge days on both sides.
    const from = `${days[0].slice(0, 7)}-12`;
    const to = `${days[days.length - 1].slice(0, 7)}-17`;
    expect(Date.parse(to) - Date.parse(from)).toBeGreaterThan(62 * 86_400_000);
    expect(rateRangeParts(from, to)).toEqual({ months: expect.any(Object), days: [expect.any(Object), expect.any(Object)] });
    const expected = recount(receivedIn(from, to), known);
    expect(expected.received).toBeGreaterThan(0);
    const res = await report(`type=showroom&from=${from}&to=${to}`);
    expect(res.status).toBe(200);
    const { rate: _rate, pending: _pending, outcome_rate: _outcomeRate, ...total } = res.body.success.total;
    expect(total).toEqual(expected);
    // Each month's row is the sum of its days.
    const [{ n }] = await sut.db.query(
      `SELECT count(*)::int AS n FROM (
         SELECT month, dealer_ref, type, received, cleansed, sent, responded_successfully, responded_unsuccessfully, not_responded FROM reporting.survey_rate_monthly
         EXCEPT ALL
         SELECT date_trunc('month', day)::date, dealer_ref, type, sum(received)::int, sum(cleansed)::int, sum(sent)::int, sum(responded_successfully)::int, sum(responded_unsuccessfully)::int, sum(not_responded)::int
         FROM reporting.survey_rate_daily GROUP BY 1, 2, 3) d`,
    );
    expect(n).toBe(0);
  });

  it('raises one survey ticket per fresh low score, however often the answers are synced; a stale one counts but raises none', async () => {
    const answers = await everything<SurveyResponseItem>((cursor) => client.dashboardPage({ type: 'service', limit: 5000, ...(cursor ? { cursor } : {}) }));
    const fresh = (a: SurveyResponseItem) => raisesSurveyTicket(a, new Date(a.responded_at), new Date(NOW));
    const lows = new Set(answers.filter((a) => known.has(a.dealer_code) && fresh(a)).map((a) => a.survey_id));
    expect(lows.size).toBeGreaterThan(0);
    const stale = answers.filter((a) => known.has(a.dealer_code) && isLowScore(a) && !fresh(a));
    expect(stale.length).toBeGreaterThan(0);
    const raised = await sut.db.query<Array<{ id: string }>>(`SELECT payload->'case'->>'survey_id' AS id FROM survey_events WHERE type = 'SurveyTicketRaised' AND payload->'case'->>'type' = 'service'`);
    expect(new Set(raised.map((r) => r.id))).toEqual(lows);
    const count = async () => (await sut.db.query(`SELECT count(*)::int AS n FROM tickets WHERE source = 'survey' AND type = 'service'`))[0].n;
    expect(await count()).toBe(lows.size);
    await sut.db.query(`UPDATE survey_sync SET cursor = NULL`);
    await sync();
    expect(await count()).toBe(lows.size);
    const [ticket] = await sut.db.query(`SELECT status, q1, import_key, created_by FROM tickets WHERE source = 'survey' AND type = 'service' LIMIT 1`);
    expect(ticket).toMatchObject({ status: 'W', created_by: null, import_key: expect.stringMatching(/^survey:service:/) });

    const scores = await sut.call<any>('GET', `/reports/survey-scores?type=service&period=ytd&year=2026&month=11&group_by=dealer`, { token: csn });
    expect(scores.status).toBe(200);
    const answered = answers.filter((a) => known.has(a.dealer_code) && thaiDay(a.responded_at) >= '2026-04-01');
    expect(scores.body.success.total.responses).toBe(answered.length);
    expect({ top2box: scores.body.success.total.top2box, bottom6: scores.body.success.total.bottom6 }).toEqual({
      top2box: answered.filter((a) => a.nps >= 9).length,
      bottom6: answered.filter((a) => a.nps <= 6).length,
    });
    // Month by month (the projection keeps Thai months): the trend equals a recount by the month each customer finished.
    const perMonth = new Map<string, number>();
    for (const a of answered) perMonth.set(thaiMonth(a.responded_at), (perMonth.get(thaiMonth(a.responded_at)) ?? 0) + 1);
    expect(Object.fromEntries(scores.body.success.trend.filter((t: any) => t.responses > 0).map((t: any) => [t.month, t.responses]))).toEqual(Object.fromEntries(perMonth));
    expect(scores.body.success.rows.map((r: any) => r.rank).sort()).toEqual([1, 2]);
  });

  it('recovery: of the Bottom6 responses that raised a ticket, those completed with the customer satisfied; Bottom6 too old for a ticket apart, never 0 %', async () => {
    const [user] = await sut.db.query<Array<{ id: string }>>(`SELECT id FROM users WHERE type = 'csn' LIMIT 1`);
    const actor: Principal = { userId: user.id, name: 'csn', type: 'csn', group: { showroom: true, service: true }, permission: { ...noPermissions(), ticket_validation: true }, dealerRef: null, saleAreaCode: null, serviceAreaCode: null, salesRegion: null, serviceRegion: null };
    const answers = await everything<SurveyResponseItem>((cursor) => client.dashboardPage({ type: 'service', limit: 5000, ...(cursor ? { cursor } : {}) }));
    const answered = answers.filter((a) => known.has(a.dealer_code) && thaiDay(a.responded_at) >= '2026-04-01');
    const tickets = async () => new Map((await sut.db.query<Array<{ id: string; import_key: string; status: string; satisfied: 'Y' | 'N' | 'NA' | null }>>(`SELECT id, import_key, status, review->>'satisfied' AS satisfied FROM tickets WHERE source = 'survey' AND type = 'service'`)).map((t) => [t.import_key, t]));
    // Two Bottom6 tickets worked through the ticket commands to completion: one customer satisfied at the check, one not.
    const raised = await tickets();
    const bottom6WithTicket = answered.filter((a) => a.nps <= 6 && raised.has(surveyTicketKey('service', a.survey_id)));
    expect(bottom6WithTicket.length).toBeGreaterThanOrEqual(2);
    const work = async (a: SurveyResponseItem, satisfied: 'Y' | 'N') => {
      const id = raised.get(surveyTicketKey('service', a.survey_id))!.id;
      const at = (hours: number) => new Date(Date.parse(NOW) + hours * 3600_000);
      await changeTicketStatus(new UnitOfWork(sut.db), actor, id, 'C', at(1));
      await updateTicket(new UnitOfWork(sut.db), actor, id, { complaint_root_cause: 'ตรวจสอบแล้ว', complaint_solution: 'แก้ไขแล้ว', status: 'S' } as never, [], at(2));
      await changeTicketStatus(new UnitOfWork(sut.db), actor, id, 'T', at(3));
      await changeTicketStatus(new UnitOfWork(sut.db), actor, id, 'B', at(4));
      await verifyTicket(new UnitOfWork(sut.db), actor, id, { satisfied, review_status: 1, contacted_status: 1 } as never, at(5));
    };
    await work(bottom6WithTicket[0], 'Y');
    await work(bottom6WithTicket[1], 'N');
    await projectAll(stores());

    // The recount: every answer of the period placed by libs/domain recoveryStanding against its ticket in the write model.
    const now = await tickets();
    const standings = answered.map((a) => {
      const t = now.get(surveyTicketKey('service', a.survey_id));
      return recoveryStanding(a.nps, t ? { completed: t.status === 'B', satisfied: t.satisfied, cancelled: t.status === 'D', deleted: false } : null);
    });
    const expected = recoveryCounts(standings);
    expect(expected.recovered).toBe(1);
    expect(expected.not_eligible).toBeGreaterThan(0);
    // The projection marks as Bottom6 exactly the low scores libs/domain counts for recovery (a low score only "not satisfied", NPS 7-10, is kept unmarked).
    const [{ marked, unmarked }] = await sut.db.query(`SELECT count(*) FILTER (WHERE bottom6)::int AS marked, count(*) FILTER (WHERE NOT bottom6)::int AS unmarked FROM reporting.survey_low_scores WHERE type = 'service' AND day >= '2026-04-01'`);
    expect({ marked, unmarked }).toEqual({ marked: answered.filter((a) => a.nps <= 6).length, unmarked: answered.filter((a) => a.nps > 6 && isLowScore(a)).length });
    const scores = await sut.call<any>('GET', `/reports/survey-scores?type=service&period=ytd&year=2026&month=11&group_by=dealer`, { token: csn });
    expect(scores.body.success.total.recovery).toEqual({ ...expected, rate: recoveryRate(expected) });
    const rows = scores.body.success.rows.map((r: any) => r.recovery);
    expect(rows.reduce((sum: number, r: any) => sum + r.not_eligible, 0)).toBe(expected.not_eligible);

    // A period of history only (answers too old when the sync first saw them): no rate, not 0 %.
    const history = await sut.call<any>('GET', `/reports/survey-scores?type=service&period=monthly&year=2026&month=10&group_by=region`, { token: csn });
    expect(history.body.success.total.recovery).toMatchObject({ eligible: 0, recovered: 0, rate: null });
    expect(history.body.success.total.recovery.not_eligible).toBe(answered.filter((a) => a.nps <= 6 && thaiMonth(a.responded_at) === '2026-10-01').length);
    expect(history.body.success.total.recovery.not_eligible).toBeGreaterThan(0);
  });

  it('says how many items the sync holds, and lists them for csn only', async () => {
    const [{ n }] = await sut.db.query(`SELECT count(*)::int AS n FROM survey_held_items WHERE stream IN ('responserate:showroom', 'dashboard:showroom')`);
    expect(n).toBeGreaterThan(0);
    const rates = await report('type=showroom&from=2026-01-01&to=2026-12-31');
    expect(rates.body.success.survey_sync.held_items).toBe(n);
    const listed = await sut.call<any>('GET', '/surveys/held-items?type=showroom&limit=200', { token: csn });
    expect(listed.status).toBe(200);
    expect(listed.body.success.total).toBe(n);
    expect(listed.body.success.result[0]).toEqual({
      stream: expect.stringMatching(/^(responserate|dashboard)$/),
      type: 'showroom',
      survey_id: expect.any(String),
      dealer_code: 'D0003',
      reason: expect.stringMatching(/^(dealer_unknown|case_unknown)$/),
      detail: null,
      first_held_at: expect.any(String),
      last_held_at: expect.any(String),
    });
    const nissan = await signIn(sut, await createUser(sut.db, { type: 'nissan' }));
    expect((await sut.call<any>('GET', '/surveys/held-items?type=showroom', { token: nissan })).status).toBe(403);
    const [{ id: dealerId }] = await sut.db.query<Array<{ id: string }>>(`SELECT id FROM dealers WHERE dealer_code = 'D0001'`);
    const dealer = await signIn(sut, await createUser(sut.db, { type: 'dealer', dealerId }));
    expect((await report('type=showroom&from=2026-01-01&to=2026-12-31', dealer)).body.success.survey_sync.held_items).toBeNull();
    const bad = await sut.call<any>('GET', '/surveys/held-items?type=sales&limit=0', { token: csn });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(['limit', 'type']);
  });

  it('holds the cases of a dealer the product does not know, and counts them once the dealer exists', async () => {
    const [{ n }] = await sut.db.query(`SELECT count(*)::int AS n FROM survey_held_items WHERE dealer_code = 'D0003'`);
    expect(n).toBeGreaterThan(0);
    const before = (await report('type=showroom&from=2026-01-01&to=2026-12-31')).body.success.total.received;
    await insertDealer(sut.db, 'D0003', 'Region1', 'R1-1');
    await sync();
    const cases = await everything<SurveyCaseItem>((cursor) => client.responseRatePage({ type: 'showroom', limit: 5000, ...(cursor ? { cursor } : {}) }));
    const after = (await report('type=showroom&from=2026-01-01&to=2026-12-31')).body.success.total;
    expect(after.received).toBeGreaterThan(before);
    const { rate: _rate, pending: _pending, outcome_rate: _outcomeRate, ...total } = after;
    expect(total).toEqual(recount(cases, new Set(['D0001', 'D0002', 'D0003'])));
  });

  it('keeps reports readable while the service is down, says so, and catches up when it returns', async () => {
    const before = (await report('type=showroom&from=2026-01-01&to=2026-12-31')).body.success;
    standin.setFaults({ mode: 'status500', count: 1000 });
    await expect(sync()).rejects.toMatchObject({ messageKey: 'errors.survey.unavailable' });
    const during = (await report('type=showroom&from=2026-01-01&to=2026-12-31')).body.success;
    expect(during.total).toEqual(before.total);
    expect(during.survey_sync).toMatchObject({ last_error: 'errors.survey.unavailable', last_success_at: before.survey_sync.last_success_at });

    standin.setFaults({ mode: 'none' });
    standin.setNow('2026-11-23T12:00:00+07:00');
    await syncSurveyService(new UnitOfWork(sut.db), client, { pageSize: 500, now: () => new Date('2026-11-23T12:00:00+07:00'), afterPage: async () => void (await projectAllSurveys(stores())) });
    const after = (await report('type=showroom&from=2026-01-01&to=2026-12-31')).body.success;
    expect(after.total.received).toBeGreaterThan(before.total.received);
    expect(after.survey_sync.last_error).toBeNull();
  });

  it('the reporting migration that marks Bottom6 sets the survey projection back, and the worker re-projects the same figures with the mark', async () => {
    const snapshot = async () => {
      const rows: Record<string, unknown[]> = {};
      for (const table of SURVEY_REPORTING_TABLES) rows[table] = await sut.db.query(`SELECT * FROM reporting.${table} ORDER BY 1, 2, 3`);
      return rows;
    };
    const before = await snapshot();
    expect(before.survey_low_scores.length).toBeGreaterThan(0);
    // As the table was before the migration: no mark.
    await sut.db.query(`ALTER TABLE reporting.survey_low_scores DROP COLUMN bottom6`);
    const Migration = REPORTING_MIGRATIONS.find((m) => m.name === 'SurveyRecoveryBottom61766350000000')!;
    const runner = sut.db.createQueryRunner();
    try {
      await new Migration().up(runner);
    } finally {
      await runner.release();
    }
    const [{ n }] = await sut.db.query(`SELECT count(*)::int AS n FROM reporting.survey_low_scores`);
    expect(n).toBe(0);
    await projectAllSurveys(stores());
    expect(await snapshot()).toEqual(before);
  });

  it('rebuilds the survey projections from the log row for row', async () => {
    await replayInto(stores(), 'survey_rebuild');
    for (const table of SURVEY_REPORTING_TABLES) {
      const [{ n }] = await sut.db.query(
        `SELECT (SELECT count(*) FROM (SELECT * FROM reporting.${table} EXCEPT ALL SELECT * FROM survey_rebuild.${table}) a)
              + (SELECT count(*) FROM (SELECT * FROM survey_rebuild.${table} EXCEPT ALL SELECT * FROM reporting.${table}) b) AS n`,
      );
      expect([table, Number(n)]).toEqual([table, 0]);
    }
    await sut.db.query(`DROP SCHEMA survey_rebuild CASCADE`);
  });

  it('refuses a bad range with field errors, and downloads the report as responserate_{type}_{from}_to_{to}.xlsx', async () => {
    const backwards = await report('type=showroom&from=2026-03-01&to=2026-02-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.details).toEqual([{ field: 'to', message: 'errors.field.dateOrder' }]);
    const missing = await report('from=2026-03-01&to=2026-02-01');
    expect(missing.status).toBe(400);
    const file = await fetch(`${sut.baseUrl}/tickets/report/excel/responserate?type=service&from=2026-10-01&to=2026-10-31&lang=en-US`, { headers: { authorization: `Bearer ${csn}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('responserate_aftersales_2026-10-01_to_2026-10-31.xlsx');
    // Pending cases and the rate over cases with an outcome beside the rate over cases sent, as on the page; the total row is the api's.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await file.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(-3)).toEqual(['Pending (window still open)', 'Response rate (of sent)', 'Response rate (of cases with an outcome)']);
    const total = (await report('type=service&from=2026-10-01&to=2026-10-31')).body.success.total;
    const last = sheet.getRow(sheet.rowCount).values as unknown[];
    expect(last.slice(-3)).toEqual([total.pending, total.rate / 100, total.outcome_rate / 100]);
  });
});

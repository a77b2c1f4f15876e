import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createMigratedSplitDatabases, insertEvents, type SyntheticEvent, testRedisUrl, type ThrowawayDatabase } from '@voc/testing';
import { BriefCloseWatch } from '../../../src/briefs/services/brief-close-watch';
import { createUser } from '../../support/account-fixtures';
import { startTestApi, TEST_JWT_SECRET, type TestApi } from '../../support/test-api';
import { signIn, ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';
import { WORKER_HOOK_MS, waitForTicketProjections } from '../../support/projections-at-head';
import { spawnWorker, stopWorker } from '../../support/worker-process';
import { ensurePdftoppm, inkShare } from './pdftoppm';

/**
 * The monthly executive brief (issue 33) as its readers see it (api + worker process,
 * MONTH_CLOSE_DAY 5): a closed month's brief shows the very figures the KPI, VOC and survey reports
 * show for the month and place; its PDF is one A4 page, printed once and then served as stored;
 * a region manager reads their region's brief and not the network's.
 */
describe('the monthly brief', () => {
  let database: ThrowawayDatabase;
  let reportingDatabase: ThrowawayDatabase;
  let reporting: Client;
  let log: Client;
  let sut: TestApi;
  let worker: ChildProcess;
  let world: TicketWorld;
  let regionManager: string;
  const prefix = `brf-${randomBytes(4).toString('hex')}`;

  const ticket = (dealer: { id: string; code: string }, area: string, region: string, createdDate: string, category: string) => {
    const id = randomUUID();
    const snapshot = { type: 'showroom', source: 'callcenter', dealer_ref: dealer.id, dealer_code: dealer.code, area_code: area, region, created_oa_date: createdDate, created_date: createdDate };
    return {
      created: (): SyntheticEvent =>
        ({ ticket_id: id, type: 'TicketCreated', occurred_at: createdDate, payload: { ticket: snapshot, case_no: id.slice(0, 8), status: 'W', complaint_categories: { [category]: true }, car_model: 'Navara' } }) as SyntheticEvent,
    };
  };

  const caughtUp = () => waitForTicketProjections(sut.db, reporting);

  beforeAll(async () => {
    ({ database, reportingDatabase } = await createMigratedSplitDatabases('voc_brief', 'voc_brief_store'));
    reporting = new Client({ connectionString: reportingDatabase.url });
    await reporting.connect();
    log = new Client({ connectionString: database.url });
    await log.connect();
    sut = await startTestApi({ DATABASE_URL: database.url, REPORTING_DATABASE_URL: reportingDatabase.url, REDIS_PREFIX: prefix, BRIEF_CLOSE_CHECK_MS: '0' });
    worker = spawnWorker({ DATABASE_URL: database.url, REPORTING_DATABASE_URL: reportingDatabase.url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, JWT_SECRET: TEST_JWT_SECRET, MONTH_CLOSE_DAY: '5' });
    world = await ticketWorld(sut);
    const manager = await createUser(sut.db, { type: 'region_manager' });
    await sut.db.query(`UPDATE users SET dealer_sales_region = 'Region1', dealer_service_region = 'Region1' WHERE id = $1`, [manager.id]);
    regionManager = await signIn(sut, manager);
    const r1 = (date: string, category: string) => ticket(world.dealer, 'R1-1', 'Region1', date, category).created();
    const r2 = (date: string, category: string) => ticket(world.otherDealer, 'R2-1', 'Region2', date, category).created();
    // August and September 2026 (and September 2025, the same month last year); September closes
    // when 5 October ends in Bangkok, and the October ticket is the first event after it.
    await insertEvents(log, [
      r1('2025-09-12T03:00:00.000Z', 'A01'),
      r1('2026-08-10T03:00:00.000Z', 'A01'),
      r2('2026-08-11T03:00:00.000Z', 'A02'),
      r1('2026-09-03T03:00:00.000Z', 'A01'),
      r1('2026-09-10T03:00:00.000Z', 'A01'),
      r1('2026-09-15T03:00:00.000Z', 'A03'),
      r2('2026-09-20T03:00:00.000Z', 'A02'),
      r1('2026-10-07T03:00:00.000Z', 'A01'),
    ]);
    await caughtUp();
  }, WORKER_HOOK_MS);

  afterAll(async () => {
    if (worker) await stopWorker(worker);
    await sut?.close();
    await log?.end();
    await reporting?.end();
    await database?.drop();
    await reportingDatabase?.drop();
  });

  const get = async (path: string, token = world.csn) => {
    const res = await sut.call<any>('GET', path, { token });
    expect(res.status).toBe(200);
    return res.body.success;
  };

  it.each([
    ['network', ''],
    ['region-Region1', '&region=Region1'],
    ['area-R2-1', '&area_code=R2-1'],
  ])("the %s brief's figures are the reports' final figures of the month", async (scope, filter) => {
    const brief = await get(`/reports/brief?month=2026-09&scope=${scope}`);
    const kpi = await get(`/tickets/report/kpi?year=2026&month=9${filter}`);
    const kpiBefore = await get(`/tickets/report/kpi?year=2026&month=8${filter}`);
    const kpiYearAgo = await get(`/tickets/report/kpi?year=2025&month=9${filter}`);
    const voc = await get(`/tickets/report/voc?year=2026&month=9${filter}`);
    const scores = await get(`/reports/survey-scores?type=service&year=2026&month=9${filter}`);
    expect(brief.final).toBe(true);
    expect(kpi.freeze.final).toBe(true);
    const measure = (name: string) => brief.measures.find((m: { measure: string }) => m.measure === name);
    for (const name of ['kpi2', 'kpi3', 'kpi4a']) {
      expect(measure(name)).toMatchObject({ value: kpi.total[name].rate, base: kpi.total[name].decided, previous: kpiBefore.total[name].rate, last_year: kpiYearAgo.total[name].rate });
    }
    expect(measure('nps_service')).toMatchObject({ value: scores.total.nps, base: scores.total.responses });
    expect(measure('recovery_service')).toMatchObject({ value: scores.total.recovery.rate, base: scores.total.recovery.eligible });
    const topCodes = voc.categories.filter((c: { now: number }) => c.now > 0).slice(0, 5);
    expect(brief.categories.map((c: { code: string; now: number; previous: number }) => [c.code, c.now, c.previous])).toEqual(topCodes.map((c: { code: string; now: number; previous: number }) => [c.code, c.now, c.previous]));
    expect(brief.categories.length).toBeGreaterThan(0);
  });

  it('counts the September tickets of each place (the brief is not empty)', async () => {
    const brief = await get('/reports/brief?month=2026-09&scope=region-Region1');
    expect(brief.categories).toEqual([
      { code: 'A01', now: 2, previous: 1, change: 1 },
      { code: 'A03', now: 1, previous: 0, change: 1 },
    ]);
  });

  it('prints one A4 page, Thai and English, once: a second download is the stored file', async () => {
    const first = await sut.call<string>('GET', '/reports/brief/pdf?month=2026-09&scope=region-Region1&lang=th', { token: world.csn });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('content-disposition')).toContain('BRIEF_region-Region1_202609.pdf');
    const [row] = await sut.db.query(`SELECT count(*)::int AS n, min(written_at) AS at FROM month_briefs WHERE scope = 'region-Region1' AND month = '2026-09-01'`);
    expect(row.n).toBe(1);
    const bytes = async () => Buffer.from(await (await fetch(`${sut.baseUrl}/reports/brief/pdf?month=2026-09&scope=region-Region1&lang=th`, { headers: { authorization: `Bearer ${world.csn}` } })).arrayBuffer());
    const again = await bytes();
    expect(again.subarray(0, 5).toString()).toBe('%PDF-');
    const [stored] = await sut.db.query(`SELECT pdf, written_at FROM month_briefs WHERE scope = 'region-Region1' AND month = '2026-09-01' AND language = 'th'`);
    expect(Buffer.compare(again, stored.pdf)).toBe(0);
    expect(stored.written_at).toEqual(row.at);

    const english = await sut.call<string>('GET', '/reports/brief/pdf?month=2026-09&scope=region-Region1&lang=en', { token: world.csn });
    expect(english.status).toBe(200);
    expect(english.headers.get('content-disposition')).toContain('BRIEF_region-Region1_202609_en.pdf');
  }, 120000);

  it('the PDF is one page that pdftoppm draws, not blank', async () => {
    const pdftoppm = await ensurePdftoppm();
    const res = await fetch(`${sut.baseUrl}/reports/brief/pdf?month=2026-09&scope=network&lang=th`, { headers: { authorization: `Bearer ${world.csn}` } });
    expect(res.status).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'brief-pdf-'));
    try {
      writeFileSync(join(dir, 'brief.pdf'), Buffer.from(await res.arrayBuffer()));
      execFileSync(pdftoppm, ['-png', '-r', '60', join(dir, 'brief.pdf'), join(dir, 'page')]);
      const pages = readdirSync(dir).filter((name) => name.endsWith('.png'));
      expect(pages).toHaveLength(1);
      // A4 at 60 dpi is 496 × 702 pixels; a blank page has no ink, the brief's text and rules some.
      const png = readFileSync(join(dir, pages[0] as string));
      expect(png.readUInt32BE(16)).toBe(496);
      expect(png.readUInt32BE(20)).toBe(702);
      expect(inkShare(png)).toBeGreaterThan(0.01);
      if (process.env.BRIEF_PNG_OUT) writeFileSync(process.env.BRIEF_PNG_OUT, png);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120000);

  it('when the month has closed, the close watch writes every brief of it once: the network, each region, each area, Thai and English', async () => {
    await sut.app.get(BriefCloseWatch).check();
    const rows = await sut.db.query<Array<{ scope: string; language: string }>>(`SELECT scope, language FROM month_briefs WHERE month = '2026-09-01' ORDER BY scope, language`);
    const scopes = ['area-R1-1', 'area-R2-1', 'network', 'region-Region1', 'region-Region2'];
    expect(rows).toEqual(scopes.flatMap((scope) => [{ scope, language: 'en' }, { scope, language: 'th' }]));
    const [before] = await sut.db.query(`SELECT max(written_at) AS at FROM month_briefs`);
    await sut.app.get(BriefCloseWatch).check();
    const [after] = await sut.db.query(`SELECT count(*)::int AS n, max(written_at) AS at FROM month_briefs`);
    expect(after).toEqual({ n: 10, at: before.at });
  }, 240000);

  it('a region manager reads their region and its areas, not the network nor another region', async () => {
    expect((await sut.call('GET', '/reports/brief?month=2026-09&scope=region-Region1', { token: regionManager })).status).toBe(200);
    expect((await sut.call('GET', '/reports/brief?month=2026-09&scope=area-R1-1', { token: regionManager })).status).toBe(200);
    expect((await sut.call('GET', '/reports/brief?month=2026-09&scope=network', { token: regionManager })).status).toBe(403);
    expect((await sut.call('GET', '/reports/brief?month=2026-09&scope=region-Region2', { token: regionManager })).status).toBe(403);
    expect((await sut.call('GET', '/reports/brief/pdf?month=2026-09&scope=network', { token: regionManager })).status).toBe(403);
    expect((await sut.call('GET', '/reports/brief?month=2026-09&scope=network', { token: world.dealerStaff })).status).toBe(403);
  });

  it.each([
    ['month=2026-13&scope=network'],
    ['month=2026-09&scope=region-Mars'],
    ['month=2026-09&scope=area-..%2Fetc'],
    ['scope=network'],
    ['month=2026-09&scope=network&lang=fr'],
    ['month[]=1&scope=network'],
  ])('refuses %s with 400', async (query) => {
    const res = await sut.call<any>('GET', `/reports/brief/pdf?${query}`, { token: world.csn });
    expect(res.status).toBe(400);
  });
});

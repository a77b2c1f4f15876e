import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createMigratedSplitDatabases, testRedisUrl, type ThrowawayDatabase } from '@voc/testing';
import { createDealer } from '../../support/account-fixtures';
import { startTestApi, TEST_JWT_SECRET, type TestApi } from '../../support/test-api';
import { createTicketVia, ticketForm, ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';
import { spawnWorker, stopWorker } from '../../support/worker-process';
import { WORKER_HOOK_MS, waitForReportsCaughtUp } from '../../support/projections-at-head';

/**
 * The reporting schema lives in a database of its own here (REPORTING_DATABASE_URL), as a deployment
 * may put it: every report below is answered from that database; the e2e run covers one database.
 */
describe('KPI reports and the main dashboard read the projections (api + worker process, reporting store in its own database)', () => {
  let database: ThrowawayDatabase;
  let reportingDatabase: ThrowawayDatabase;
  let reporting: Client;
  let sut: TestApi;
  let worker: ChildProcess;
  let world: TicketWorld;
  const prefix = `rep-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    ({ database, reportingDatabase } = await createMigratedSplitDatabases('voc_rep', 'voc_rep_store'));
    reporting = new Client({ connectionString: reportingDatabase.url });
    await reporting.connect();
    sut = await startTestApi({ DATABASE_URL: database.url, REPORTING_DATABASE_URL: reportingDatabase.url, REDIS_PREFIX: prefix });
    worker = spawnWorker({ DATABASE_URL: database.url, REPORTING_DATABASE_URL: reportingDatabase.url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, JWT_SECRET: TEST_JWT_SECRET });
    world = await ticketWorld(sut);
    // Three tickets: one contacted and completed, one contacted, one untouched.
    const done = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    for (const status of ['C', 'S', 'T']) await sut.call('PATCH', `/tickets/${done}`, { token: world.dealerStaff, body: { status } });
    await sut.call('PATCH', `/tickets/${done}`, { token: world.approver, body: { status: 'B' } });
    const contacted = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    await sut.call('PATCH', `/tickets/${contacted}`, { token: world.dealerStaff, body: { status: 'C' } });
    await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    await createTicketVia(sut, world.agent, ticketForm(world.otherDealer.id));
    await waitForReportsCaughtUp(sut, world.csn);
  }, WORKER_HOOK_MS);

  afterAll(async () => {
    if (worker) await stopWorker(worker);
    await sut?.close();
    await reporting?.end();
    await database?.drop();
    await reportingDatabase?.drop();
  });

  const thisMonth = () => ({ year: new Date().getUTCFullYear(), month: new Date().getUTCMonth() + 1 });

  it('answers KPI attainment per region from the monthly roll-up, within the user\'s scope', async () => {
    const { year, month } = thisMonth();
    const res = await sut.call<any>('GET', `/tickets/report/kpi?year=${year}&month=${month}`, { token: world.csn });
    expect(res.status).toBe(200);
    const { result, total, data_as_of } = res.body.success;
    expect(total).toMatchObject({ tickets: 4, closed: 1, open: 3, kpi2a: { met: 2, decided: 2, rate: 100 }, kpi4a: { met: 1, decided: 1, rate: 100 }, held: { tickets: 1, to_proposal_avg_days: 0, approval_wait_avg_days: 0 } });
    expect(result.map((r: any) => [r.key, r.tickets])).toEqual([
      ['Region1', 3],
      ['Region2', 1],
    ]);
    expect(data_as_of).toEqual(expect.any(String));

    const dealerView = await sut.call<any>('GET', `/tickets/report/kpi?year=${year}&month=${month}`, { token: world.dealerStaff });
    expect(dealerView.body.success.total.tickets).toBe(3);
  });

  it('lets dealer staff compare themselves with their own area (totals only)', async () => {
    const { year, month } = thisMonth();
    await sut.db.query(`UPDATE users SET sale_area_code = 'R1-1', service_area_code = 'R1-1' WHERE type = 'dealer' AND dealer_ref = $1`, [world.dealer.id]);
    const neighbour = await createDealer(sut.db);
    await createTicketVia(sut, world.agent, ticketForm(neighbour.id));
    await waitForReportsCaughtUp(sut, world.csn);
    const area = await sut.call<any>('GET', `/tickets/report/kpi?year=${year}&month=${month}&area_code=R1-1`, { token: world.dealerStaff });
    expect(area.body.success.total.tickets).toBe(4);
    const perDealer = await sut.call<any>('GET', `/tickets/report/kpi?year=${year}&month=${month}&area_code=R1-1&group_by=dealer`, { token: world.dealerStaff });
    expect(perDealer.body.success.result.map((r: any) => r.key)).toEqual([world.dealer.id]);
    const otherArea = await sut.call<any>('GET', `/tickets/report/kpi?year=${year}&month=${month}&area_code=R2-1`, { token: world.dealerStaff });
    expect(otherArea.body.success.total.tickets).toBe(0);
  }, WORKER_HOOK_MS);

  it('keeps the projections in the reporting database only: the main database has no reporting schema', async () => {
    const [main] = await sut.db.query(`SELECT count(*)::int AS n FROM information_schema.schemata WHERE schema_name = 'reporting'`);
    expect(main.n).toBe(0);
    const [tickets] = await sut.db.query(`SELECT count(*)::int AS n FROM tickets`);
    const own = await reporting.query(`SELECT count(*)::int AS n FROM reporting.ticket_kpi`);
    expect(own.rows[0].n).toBe(tickets.n);
    expect(tickets.n).toBeGreaterThan(0);
  });

  it('names dealers in Thai and English in the per-dealer variant, from the main database', async () => {
    const { year, month } = thisMonth();
    const res = await sut.call<any>('GET', `/tickets/report/dealer/kpi/v2?year=${year}&month=${month}`, { token: world.csn });
    const [dealerRow] = await sut.db.query(`SELECT dealer_code, dealer_name, dealer_name_en, branch_name, branch_name_en FROM dealers WHERE id = $1`, [world.dealer.id]);
    const row = res.body.success.result.find((r: any) => r.key === world.dealer.id);
    expect(row).toMatchObject({
      label: `${dealerRow.dealer_code} ${dealerRow.dealer_name} ${dealerRow.branch_name}`,
      label_en: `${dealerRow.dealer_code} ${dealerRow.dealer_name_en || dealerRow.dealer_name} ${dealerRow.branch_name_en || dealerRow.branch_name}`,
      tickets: 3,
    });
  });

  it('narrows a report to one source inside the mode, and refuses a source the mode has not', async () => {
    const { year, month } = thisMonth();
    const all = await sut.call<any>('GET', `/tickets/report/kpi?year=${year}&month=${month}`, { token: world.csn });
    const callcenter = await sut.call<any>('GET', `/tickets/report/kpi?year=${year}&month=${month}&source=callcenter`, { token: world.csn });
    const survey = await sut.call<any>('GET', `/tickets/report/kpi?year=${year}&month=${month}&source=survey`, { token: world.csn });
    // The fixtures' tickets all come from the call centre.
    expect(callcenter.body.success.total.tickets).toBe(all.body.success.total.tickets);
    expect(survey.body.success.total.tickets).toBe(0);
    const open = await sut.call<any>('GET', `/reports/open-tickets?year=${year}&month=${month}&source=survey`, { token: world.csn });
    expect(open.body.success.result.open).toBe(0);

    const refused = await sut.call<any>('GET', `/tickets/report/kpi?year=${year}&month=${month}&mode=qvoc&source=callcenter`, { token: world.csn });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual([{ field: 'source', message: 'errors.field.invalid' }]);
    const unknown = await sut.call<any>('GET', `/tickets/report/kpi?year=${year}&month=${month}&source=fax`, { token: world.csn });
    expect(unknown.body.error.details).toEqual([{ field: 'source', message: 'errors.field.invalid' }]);
  });

  it('requires month and year, and the dealer in the dealer variant', async () => {
    const res = await sut.call<any>('GET', '/tickets/report/kpi', { token: world.csn });
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: any) => d.field).sort()).toEqual(['month', 'year']);
    // Missing reads as required, not as out of range; a bad value still names its bound.
    expect(res.body.error.details).toEqual(expect.arrayContaining([{ field: 'month', message: 'errors.field.required' }, { field: 'year', message: 'errors.field.required' }]));
    const noMonth = await sut.call<any>('GET', '/tickets/report/kpi?year=2026', { token: world.csn });
    expect(noMonth.body.error.details).toEqual([{ field: 'month', message: 'errors.field.required' }]);
    const overMonth = await sut.call<any>('GET', '/tickets/report/kpi?year=2026&month=13', { token: world.csn });
    expect(overMonth.body.error.details).toEqual([{ field: 'month', message: 'errors.field.max' }]);
    const { year, month } = thisMonth();
    const dealer = await sut.call<any>('GET', `/tickets/report/dealer/kpi?year=${year}&month=${month}`, { token: world.csn });
    expect(dealer.body.error.details).toEqual([{ field: 'dealer_id', message: 'errors.field.required' }]);
    const ok = await sut.call<any>('GET', `/tickets/report/dealer/kpi?year=${year}&month=${month}&dealer_id=${world.dealer.id}`, { token: world.csn });
    expect(ok.body.success.total.tickets).toBe(3);
  });

  it('shows open tickets by deadline state and the status trend for the main dashboard', async () => {
    const { year, month } = thisMonth();
    const open = await sut.call<any>('GET', `/reports/open-tickets?year=${year}&month=${month}`, { token: world.csn });
    // Four tickets before, plus the neighbour's of the area comparison above.
    expect(open.body.success.result).toMatchObject({ open: 4, on_time: 4, breached: 0 });
    const trend = await sut.call<any>('GET', `/reports/status-trend?year=${year}&month=${month}`, { token: world.csn });
    const days = new Set(trend.body.success.result.map((p: any) => p.day));
    expect(days.size).toBe(new Date().getUTCDate() + (new Date().getUTCHours() >= 17 ? 1 : 0));
    const today = trend.body.success.result.filter((p: any) => p.status === 'W').at(-1);
    expect(today).toMatchObject({ entered: 5, standing: 3 });
  });

  it('counts tickets per status per dealer for the status report pages', async () => {
    const res = await sut.call<any>('GET', `/tickets/report/status?dealer_id=${world.dealer.id}&type=showroom`, { token: world.csn });
    expect(res.body.success.result).toEqual([
      expect.objectContaining({ dealer_id: world.dealer.id, dealer_code: expect.any(String), dealer_name_en: expect.any(String), total: 3, counts: expect.objectContaining({ W: 1, C: 1, B: 1 }) }),
    ]);
    const asOtherDealer = await sut.call<any>('GET', `/tickets/report/status`, { token: world.otherDealerStaff });
    expect(asOtherDealer.body.success.result.map((r: any) => r.dealer_id)).toEqual([world.otherDealer.id]);
  });

  it('keeps projecting new changes: the report follows a new ticket, and the freshness checkpoint moves with it', async () => {
    const freshness = async () => (await sut.call<any>('GET', '/reports/freshness', { token: world.csn })).body.success.result;
    const before = await freshness();
    expect(before.checkpoint).toEqual(expect.stringMatching(/^\d+$/));
    // Asked again with nothing new, the checkpoint stays (data_as_of is "now" when caught up).
    expect((await freshness()).checkpoint).toBe(before.checkpoint);
    const another = await createDealer(sut.db);
    await createTicketVia(sut, world.agent, ticketForm(another.id));
    await waitForReportsCaughtUp(sut, world.csn);
    expect(Number((await freshness()).checkpoint)).toBeGreaterThan(Number(before.checkpoint));
    const { year, month } = thisMonth();
    const res = await sut.call<any>('GET', `/tickets/report/kpi?year=${year}&month=${month}`, { token: world.csn });
    expect(res.body.success.total.tickets).toBe(6);
  }, WORKER_HOOK_MS);
});

import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createMigratedSplitDatabases, testRedisUrl, type ThrowawayDatabase } from '@voc/testing';
import { startTestApi, TEST_JWT_SECRET, type TestApi } from '../../support/test-api';
import { createTicketVia, ticketForm, ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';
import { spawnWorker, stopWorker } from '../../support/worker-process';
import { WORKER_HOOK_MS, waitForReportsCaughtUp } from '../../support/projections-at-head';

/**
 * The dashboard's tiles are links to the tickets behind them: for every tile and filter, the
 * list's total is the tile's own figure (issue 32), both read from the reporting store.
 */
describe('GET /api/reports/figure-tickets: the tickets behind each dashboard figure (reporting store in its own database)', () => {
  let database: ThrowawayDatabase;
  let reportingDatabase: ThrowawayDatabase;
  let reporting: Client;
  let sut: TestApi;
  let worker: ChildProcess | undefined;
  let world: TicketWorld;
  const ids: Record<string, string> = {};
  const prefix = `fig-${randomBytes(4).toString('hex')}`;
  const { year, month } = { year: new Date().getUTCFullYear(), month: new Date().getUTCMonth() + 1 };
  const period = `year=${year}&month=${month}`;

  beforeAll(async () => {
    ({ database, reportingDatabase } = await createMigratedSplitDatabases('voc_fig', 'voc_fig_store'));
    reporting = new Client({ connectionString: reportingDatabase.url });
    await reporting.connect();
    sut = await startTestApi({ DATABASE_URL: database.url, REPORTING_DATABASE_URL: reportingDatabase.url, REDIS_PREFIX: prefix });
    worker = spawnWorker({ DATABASE_URL: database.url, REPORTING_DATABASE_URL: reportingDatabase.url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, JWT_SECRET: TEST_JWT_SECRET });
    world = await ticketWorld(sut);
    ids.done = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    for (const status of ['C', 'S', 'T']) await sut.call('PATCH', `/tickets/${ids.done}`, { token: world.dealerStaff, body: { status } });
    await sut.call('PATCH', `/tickets/${ids.done}`, { token: world.approver, body: { status: 'B' } });
    ids.contacted = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    await sut.call('PATCH', `/tickets/${ids.contacted}`, { token: world.dealerStaff, body: { status: 'C' } });
    ids.late = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    ids.soon = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    ids.fresh = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    ids.other = await createTicketVia(sut, world.agent, ticketForm(world.otherDealer.id));
    await waitForReportsCaughtUp(sut, world.csn);
    // The deadline sweep's states, as it would write them once time has passed (the worker stops
    // first, so its sweep does not put the real clock's states back under the test).
    await stopWorker(worker);
    worker = undefined;
    const set = (id: string, state: string, dueInHours: number) =>
      reporting.query(`UPDATE reporting.ticket_kpi SET live_state = $2, next_due_at = now() + make_interval(hours => $3) WHERE ticket_id = $1`, [id, state, dueInHours]);
    await set(ids.late, 'breached', -5);
    await set(ids.other, 'breached', -30);
    await set(ids.soon, 'due_soon', 2);
  }, WORKER_HOOK_MS);

  afterAll(async () => {
    if (worker) await stopWorker(worker);
    await sut?.close();
    await reporting?.end();
    await database?.drop();
    await reportingDatabase?.drop();
  });

  const tiles = async (token: string, filters: string) => {
    const open = await sut.call<any>('GET', `/reports/open-tickets?${period}${filters}`, { token });
    const kpi = await sut.call<any>('GET', `/tickets/report/kpi?${period}${filters}`, { token });
    expect(open.status).toBe(200);
    expect(kpi.status).toBe(200);
    const { open: openNow, on_time, due_soon, breached } = open.body.success.result;
    return { open: openNow, on_time, due_soon, breached, kpi2a: kpi.body.success.total.kpi2a.decided, kpi4a: kpi.body.success.total.kpi4a.decided } as Record<string, number>;
  };
  const list = (token: string, figure: string, filters: string, extra = '') => sut.call<any>('GET', `/reports/figure-tickets?${period}&figure=${figure}${filters}${extra}`, { token });

  it.each([
    ['the head office, every dealer', 'csn', ''],
    ['the head office, one dealer', 'csn', 'dealer'],
    ['the head office, one type', 'csn', '&type=showroom'],
    ['a dealer, their own branch', 'dealerStaff', ''],
  ] as const)('lists exactly the tickets behind each tile: %s', async (_case, who, filter) => {
    const token = world[who];
    const filters = filter === 'dealer' ? `&dealer_id=${world.dealer.id}` : filter;
    const figures = await tiles(token, filters);
    // The fixtures make every figure other than nothing somewhere.
    if (who === 'csn' && filter === '') expect(figures).toEqual({ open: 5, on_time: 2, due_soon: 1, breached: 2, kpi2a: 2, kpi4a: 1 });
    for (const [figure, count] of Object.entries(figures)) {
      const page = await list(token, figure, filters, '&limit=200');
      expect(page.status).toBe(200);
      expect({ figure, total: page.body.success.total }).toEqual({ figure, total: count });
      expect(page.body.success.result).toHaveLength(count);
    }
  });

  it('orders the open tickets by time left to their next deadline, the least first, and says when it is due', async () => {
    const page = await list(world.csn, 'open', '');
    const rows = page.body.success.result;
    expect(rows.slice(0, 3).map((r: any) => r.ticket_id)).toEqual([ids.other, ids.late, ids.soon]);
    expect(rows[0]).toMatchObject({ live_state: 'breached', status: 'W', met: null, dealer_id: world.otherDealer.id });
    expect(Date.parse(rows[0].next_due_at)).toBeLessThan(Date.now());
    const dues = rows.map((r: any) => Date.parse(r.next_due_at));
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
    const latest = await list(world.csn, 'open', '', '&sort=time_left&order=desc');
    expect(latest.body.success.result.at(-1).ticket_id).toBe(ids.other);
  });

  it('pages the list, and marks which tickets met a KPI figure', async () => {
    const first = await list(world.csn, 'open', '', '&limit=2&page=1');
    const second = await list(world.csn, 'open', '', '&limit=2&page=2');
    expect(first.body.success.total).toBe(5);
    expect(first.body.success.result).toHaveLength(2);
    expect(second.body.success.result.map((r: any) => r.ticket_id)).not.toContain(first.body.success.result[0].ticket_id);
    const kpi4a = await list(world.csn, 'kpi4a', '');
    // Completed, so not open; its next deadline is the satisfaction check's.
    expect(kpi4a.body.success.result).toEqual([expect.objectContaining({ ticket_id: ids.done, status: 'B', met: true, live_state: 'on_time', next_due_at: expect.any(String) })]);
  });

  it('refuses a figure, sort or page it does not know with 400, never a 500', async () => {
    for (const query of ['figure=everything', 'figure=', 'figure=open&sort=name', 'figure=open&limit=0', 'figure=open&order=up', "figure=open&dealer_id=1' OR 1=1"]) {
      const res = await sut.call<any>('GET', `/reports/figure-tickets?${period}&${query}`, { token: world.csn });
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.body.error.details.length).toBeGreaterThan(0);
    }
    const noMonth = await sut.call<any>('GET', `/reports/figure-tickets?figure=open`, { token: world.csn });
    expect(noMonth.status).toBe(400);
    const anonymous = await sut.call<any>('GET', `/reports/figure-tickets?${period}&figure=open`, {});
    expect(anonymous.status).toBe(401);
  });
});

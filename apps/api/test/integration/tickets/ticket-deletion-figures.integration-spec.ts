import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { CreateTicketDto } from '@voc/contracts';
import { thaiMonth } from '@voc/domain';
import { UnitOfWork } from '@voc/sql';
import { createTicket, loadPrincipal } from '@voc/ticketing';
import { createUser } from '../../support/account-fixtures';
import { createMigratedSplitDatabases, testRedisUrl, type ThrowawayDatabase } from '@voc/testing';
import { startTestApi, TEST_JWT_SECRET, type TestApi } from '../../support/test-api';
import { createTicketVia, ticketForm, ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';
import { spawnWorker, stopWorker } from '../../support/worker-process';
import { WORKER_HOOK_MS, waitForTicketProjections } from '../../support/projections-at-head';

/**
 * A deletion never erases a ticket from a final month (issue 31): a ticket of a month that has
 * closed keeps its misses in that month's final KPI figures after it is deleted (the deletion shows
 * as a late change beside them); a ticket of an open month leaves its figures. Api and worker
 * process, MONTH_CLOSE_DAY 5; the old ticket, three months back and never contacted (every
 * deadline missed by its month's close), is created by the create command with that time.
 */
describe('deleting a ticket: the final month keeps it, an open month lets it go', () => {
  let database: ThrowawayDatabase;
  let reportingDatabase: ThrowawayDatabase;
  let reporting: Client;
  let sut: TestApi;
  let worker: ChildProcess;
  let world: TicketWorld;
  let old: string;
  let recent: string;
  const prefix = `del-${randomBytes(4).toString('hex')}`;
  const oldReceived = new Date(Date.now() - 90 * 24 * 3600 * 1000);
  const oldMonth = thaiMonth(oldReceived);
  const thisMonth = thaiMonth(new Date());
  const query = (month: string) => `year=${Number(month.slice(0, 4))}&month=${Number(month.slice(5, 7))}`;

  const caughtUp = () => waitForTicketProjections(sut.db, reporting);

  const kpi = async (month: string) => {
    const res = await sut.call<any>('GET', `/tickets/report/kpi?${query(month)}`, { token: world.csn });
    expect(res.status).toBe(200);
    return res.body.success;
  };

  beforeAll(async () => {
    ({ database, reportingDatabase } = await createMigratedSplitDatabases('voc_delfig', 'voc_delfig_store'));
    reporting = new Client({ connectionString: reportingDatabase.url });
    await reporting.connect();
    sut = await startTestApi({ DATABASE_URL: database.url, REPORTING_DATABASE_URL: reportingDatabase.url, REDIS_PREFIX: prefix });
    world = await ticketWorld(sut);
    // The old ticket through the create command itself, back-dated as the demo seed does (the log is append-only).
    const agent = await loadPrincipal(sut.db.manager, (await createUser(sut.db, { type: 'callcenter' })).id);
    const created = await createTicket(new UnitOfWork(sut.db), agent!, ticketForm(world.dealer.id, { created_oa_date: oldReceived.toISOString(), confirm_duplicate: true }) as unknown as CreateTicketDto, [], oldReceived);
    old = created._id;
    expect(created.created_date).toBe(oldReceived.toISOString());
    recent = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    worker = spawnWorker({ DATABASE_URL: database.url, REPORTING_DATABASE_URL: reportingDatabase.url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, JWT_SECRET: TEST_JWT_SECRET, MONTH_CLOSE_DAY: '5' });
    await caughtUp();
  }, WORKER_HOOK_MS);

  afterAll(async () => {
    if (worker) await stopWorker(worker);
    await sut?.close();
    await reporting?.end();
    await database?.drop();
    await reportingDatabase?.drop();
  });

  it('before: the closed month is final with its miss, the open month counts its ticket', async () => {
    const before = await kpi(oldMonth);
    expect(before.freeze).toMatchObject({ final: true, late_tickets: 0 });
    expect(before.total).toMatchObject({ tickets: 1, kpi2a: { met: 0, decided: 1 } });
    expect((await kpi(thisMonth)).total).toMatchObject({ tickets: 1 });
  });

  it('after deleting both: the final month still counts the deleted ticket and its miss, the open month no longer counts its own', async () => {
    for (const id of [old, recent]) {
      const res = await sut.call('DELETE', `/tickets/${id}`, { token: world.csn, body: { reason: 'ทดสอบการลบ (deletion test)' } });
      expect(res.status).toBe(200);
    }
    await caughtUp();
    const final = await kpi(oldMonth);
    expect(final.total).toMatchObject({ tickets: 1, kpi2a: { met: 0, decided: 1 }, kpi2: { met: 0, decided: 1 } });
    // The deletion is shown beside the final figures: a late change, and the total as it stands now.
    expect(final.freeze).toMatchObject({ final: true, late_tickets: 1 });
    expect(final.freeze.total_now).toMatchObject({ tickets: 0 });
    const open = await kpi(thisMonth);
    expect(open.freeze).toBeNull();
    expect(open.total).toMatchObject({ tickets: 0 });
  }, WORKER_HOOK_MS);

  it('the audit view says which deletion stays in a final month', async () => {
    const res = await sut.call<any>('GET', '/ticket-deletions', { token: world.csn });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.success.result.map((row: { _id: string }) => [row._id, row]));
    expect(byId.get(old)).toMatchObject({ effect: 'stays_in_final_month', reason: 'ทดสอบการลบ (deletion test)', month_frozen_on: expect.any(String) });
    expect(byId.get(recent)).toMatchObject({ effect: 'leaves_open_month', month_frozen_on: null });
  });
});

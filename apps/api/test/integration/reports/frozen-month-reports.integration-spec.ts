import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { createMigratedSplitDatabases, insertEvents, type SyntheticEvent, testRedisUrl, type ThrowawayDatabase } from '@voc/testing';
import { download, readWorkbook } from '../../support/hotsheet-fixtures';
import { startTestApi, TEST_JWT_SECRET, type TestApi } from '../../support/test-api';
import { ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';
import { spawnWorker, stopWorker } from '../../support/worker-process';
import { WORKER_HOOK_MS, waitForTicketProjections } from '../../support/projections-at-head';

/**
 * Month-end freezing as a report reader sees it (api + worker process, MONTH_CLOSE_DAY 5): a
 * closed month's KPI and VOC reports show its figures as they stood at the close, say since when
 * they are final, and show a later change of one of its tickets beside them, not in them.
 */
describe('reports of a frozen month', () => {
  let database: ThrowawayDatabase;
  let reportingDatabase: ThrowawayDatabase;
  let reporting: Client;
  let log: Client;
  let sut: TestApi;
  let worker: ChildProcess;
  let world: TicketWorld;
  const prefix = `frz-${randomBytes(4).toString('hex')}`;

  const ticket = (createdDate: string) => {
    const id = randomUUID();
    const snapshot = { type: 'showroom', source: 'callcenter', dealer_ref: world.dealer.id, dealer_code: world.dealer.code, area_code: 'R1-1', region: 'Region1', created_oa_date: createdDate, created_date: createdDate };
    return {
      created: (): SyntheticEvent =>
        ({ ticket_id: id, type: 'TicketCreated', occurred_at: createdDate, payload: { ticket: snapshot, case_no: id.slice(0, 8), status: 'W', complaint_categories: { A01: true }, car_model: 'Navara' } }) as SyntheticEvent,
      cancelled: (at: string): SyntheticEvent => ({ ticket_id: id, type: 'TicketCancelled', occurred_at: at, payload: { ticket: snapshot, from: 'W', reason: 'duplicate' } }) as SyntheticEvent,
    };
  };

  const caughtUp = () => waitForTicketProjections(sut.db, reporting);

  beforeAll(async () => {
    ({ database, reportingDatabase } = await createMigratedSplitDatabases('voc_frzrep', 'voc_frzrep_store'));
    reporting = new Client({ connectionString: reportingDatabase.url });
    await reporting.connect();
    log = new Client({ connectionString: database.url });
    await log.connect();
    sut = await startTestApi({ DATABASE_URL: database.url, REPORTING_DATABASE_URL: reportingDatabase.url, REDIS_PREFIX: prefix });
    worker = spawnWorker({ DATABASE_URL: database.url, REPORTING_DATABASE_URL: reportingDatabase.url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, JWT_SECRET: TEST_JWT_SECRET, MONTH_CLOSE_DAY: '5' });
    world = await ticketWorld(sut);
    const first = ticket('2026-09-10T03:00:00.000Z');
    const second = ticket('2026-09-20T03:00:00.000Z');
    // September closes when 5 October ends in Bangkok (2026-10-05T17:00Z); the October ticket is
    // the first event after it, the cancellation a late change of a September ticket.
    await insertEvents(log, [first.created(), second.created(), ticket('2026-10-07T03:00:00.000Z').created(), first.cancelled('2026-10-10T03:00:00.000Z')]);
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

  it('KPI: the final figures, since when, and the late change beside them', async () => {
    const res = await sut.call<any>('GET', '/tickets/report/kpi?year=2026&month=9', { token: world.csn });
    expect(res.status).toBe(200);
    const answer = res.body.success;
    expect(answer.total).toMatchObject({ tickets: 2, cancelled: 0 });
    expect(answer.freeze).toMatchObject({ final: true, frozen_months: [{ month: '2026-09-01', frozen_on: '2026-10-05T17:00:00+00:00' }], late_tickets: 1 });
    expect(answer.freeze.total_now).toMatchObject({ tickets: 2, cancelled: 1 });
  });

  it('the KPI sheet says the total is final and puts the total now, late changes in, on the row after it', async () => {
    const file = await download(sut, '/tickets/report/excel/dealer/kpi?year=2026&month=9&lang=en-US', world.csn);
    expect(file.status).toBe(200);
    const sheet = (await readWorkbook(file.bytes)).worksheets[0];
    const labels: string[] = [];
    sheet.eachRow((row) => labels.push(String(row.getCell(1).value)));
    expect(labels.slice(-2)).toEqual(['Total, final, frozen on 2026-10-05', 'Now, with late changes (1 ticket whose figures changed after the close)']);
  });

  it('VOC: the final counts, and the counts now beside them', async () => {
    const res = await sut.call<any>('GET', '/tickets/report/voc?year=2026&month=9', { token: world.csn });
    expect(res.status).toBe(200);
    const answer = res.body.success;
    expect(answer.total).toMatchObject({ tickets: { now: 2 }, cancelled: 0, complaints: 2 });
    expect(answer.freeze).toMatchObject({ final: true, late_tickets: 1, tickets_now: 1, cancelled_now: 1 });
  });

  it('the KPI summary reads the final figures and says so', async () => {
    const res = await sut.call<any>('GET', '/reports/kpi-summary?year=2026&month=9', { token: world.csn });
    expect(res.status).toBe(200);
    const answer = res.body.success;
    expect(answer.total).toMatchObject({ tickets: 2, cancelled: 0 });
    expect(answer.freeze).toMatchObject({ final: true, late_tickets: 1 });
    expect(answer.trend.find((row: { key: string }) => row.key === '2026-09')).toMatchObject({ tickets: 2, cancelled: 0 });
  });

  it('a period with a frozen and an open month says which part is final', async () => {
    const res = await sut.call<any>('GET', '/tickets/report/kpi?year=2026&month=10&period=3months', { token: world.csn });
    expect(res.status).toBe(200);
    const answer = res.body.success;
    expect(answer.freeze.final).toBe(false);
    expect(answer.freeze.frozen_months.map((m: { month: string }) => m.month)).toEqual(['2026-09-01']);
  });

  it('an open month has no freeze', async () => {
    const res = await sut.call<any>('GET', '/tickets/report/voc?year=2026&month=10', { token: world.csn });
    expect(res.status).toBe(200);
    expect(res.body.success.freeze).toBeNull();
    expect(res.body.success.total.tickets.now).toBe(1);
  });
});

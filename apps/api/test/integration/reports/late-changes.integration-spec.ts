import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { createMigratedSplitDatabases, insertEvents, type SyntheticEvent, testRedisUrl, type ThrowawayDatabase } from '@voc/testing';
import { download, readWorkbook } from '../../support/hotsheet-fixtures';
import { startTestApi, TEST_JWT_SECRET, type TestApi } from '../../support/test-api';
import { ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';
import { spawnWorker, stopWorker } from '../../support/worker-process';
import { until } from '../../support/until';
import { WORKER_CATCH_UP_MS, WORKER_HOOK_MS, waitForTicketProjections } from '../../support/projections-at-head';

/**
 * Late changes of a closed month as figures that changed, not tickets touched (issue 31; rule in
 * libs/domain late-changes), through the api and a worker process (MONTH_CLOSE_DAY 5, the
 * deadline sweep every second). September 2026 closes when 5 October ends in Bangkok
 * (2026-10-05T17:00Z). Its tickets:
 * - touched: contacted in September, updated after the close (a description: no figure reads it);
 * - cancelled: cancelled after the close, and updated after that: one late change, counted once;
 * - closing: completed on 4 October, so its satisfaction KPIs' deadline (5 days after completion)
 *   was still ahead at the close and passed after it, with no event of its own: a late change of
 *   the KPI figures, none of the VOC counts (which have no clock).
 * Counted the old way (tickets whose row was written after the freeze), the KPI report had 2 and
 * the VOC report 2; the touched ticket is no late change and the deadline is one.
 */
describe('late changes of a closed month', () => {
  let database: ThrowawayDatabase;
  let reportingDatabase: ThrowawayDatabase;
  let reporting: Client;
  let log: Client;
  let sut: TestApi;
  let worker: ChildProcess;
  let world: TicketWorld;
  const prefix = `late-${randomBytes(4).toString('hex')}`;
  const ids = { touched: randomUUID(), cancelled: randomUUID(), closing: randomUUID() };

  const ticket = (id: string, createdDate: string) => {
    const snapshot = { type: 'service', source: 'callcenter', dealer_ref: world.dealer.id, dealer_code: world.dealer.code, area_code: 'R1-1', region: 'Region1', created_oa_date: createdDate, created_date: createdDate };
    return {
      created: (): SyntheticEvent =>
        ({ ticket_id: id, type: 'TicketCreated', occurred_at: createdDate, payload: { ticket: snapshot, case_no: id.slice(0, 8), status: 'W', complaint_categories: { A01: true }, car_model: 'Navara' } }) as SyntheticEvent,
      status: (from: string, to: string, at: string): SyntheticEvent => ({ ticket_id: id, type: 'TicketStatusChanged', occurred_at: at, payload: { ticket: snapshot, from, to } }) as SyntheticEvent,
      updated: (at: string): SyntheticEvent => ({ ticket_id: id, type: 'TicketUpdated', occurred_at: at, payload: { ticket: snapshot, changes: { complaint_description: `ลูกค้าโทรมาแจ้งเพิ่มเติม ${at}` } } }) as SyntheticEvent,
      cancelled: (at: string): SyntheticEvent => ({ ticket_id: id, type: 'TicketCancelled', occurred_at: at, payload: { ticket: snapshot, from: 'C', reason: 'duplicate' } }) as SyntheticEvent,
    };
  };

  const caughtUp = () => waitForTicketProjections(sut.db, reporting);

  /** The deadline sweep has judged the completed ticket as of now (its satisfaction deadline passed on 9 October). */
  const swept = () =>
    until(async () => {
      const { rows } = await reporting.query(`SELECT kpi5a FROM reporting.ticket_kpi WHERE ticket_id = $1`, [ids.closing]);
      return rows[0]?.kpi5a !== null && rows[0]?.kpi5a !== undefined;
    }, WORKER_CATCH_UP_MS);

  beforeAll(async () => {
    ({ database, reportingDatabase } = await createMigratedSplitDatabases('voc_late', 'voc_late_store'));
    reporting = new Client({ connectionString: reportingDatabase.url });
    await reporting.connect();
    log = new Client({ connectionString: database.url });
    await log.connect();
    sut = await startTestApi({ DATABASE_URL: database.url, REPORTING_DATABASE_URL: reportingDatabase.url, REDIS_PREFIX: prefix });
    worker = spawnWorker({ DATABASE_URL: database.url, REPORTING_DATABASE_URL: reportingDatabase.url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, JWT_SECRET: TEST_JWT_SECRET, MONTH_CLOSE_DAY: '5', DEADLINE_SWEEP_EVERY_MS: '1000' });
    world = await ticketWorld(sut);
    const touched = ticket(ids.touched, '2026-09-10T03:00:00.000Z');
    const cancelled = ticket(ids.cancelled, '2026-09-12T03:00:00.000Z');
    const closing = ticket(ids.closing, '2026-09-29T03:00:00.000Z');
    await insertEvents(log, [
      touched.created(),
      touched.status('W', 'C', '2026-09-10T05:00:00.000Z'),
      cancelled.created(),
      cancelled.status('W', 'C', '2026-09-12T05:00:00.000Z'),
      closing.created(),
      closing.status('W', 'C', '2026-09-29T04:00:00.000Z'),
      closing.status('C', 'S', '2026-09-29T05:00:00.000Z'),
      closing.status('S', 'B', '2026-10-04T03:00:00.000Z'),
      // The first event after September's close: the month freezes before it is applied.
      ticket(randomUUID(), '2026-10-07T03:00:00.000Z').created(),
      touched.updated('2026-10-08T03:00:00.000Z'),
      cancelled.cancelled('2026-10-10T03:00:00.000Z'),
      cancelled.updated('2026-10-11T03:00:00.000Z'),
    ]);
    await caughtUp();
    await swept();
  }, WORKER_HOOK_MS);

  afterAll(async () => {
    if (worker) await stopWorker(worker);
    await sut?.close();
    await log?.end();
    await reporting?.end();
    await database?.drop();
    await reportingDatabase?.drop();
  });

  it('the three tickets were all written after the freeze (the old count would have said so)', async () => {
    const { rows } = await reporting.query(
      `SELECT count(*)::int AS n FROM reporting.ticket_kpi t JOIN reporting.frozen_months f ON f.projection = 'tickets' AND f.month = t.received_month
       WHERE t.ticket_id = ANY($1::uuid[]) AND t.last_position >= f.position`,
      [[ids.touched, ids.cancelled]],
    );
    expect(rows).toEqual([{ n: 2 }]);
  });

  it('KPI: a cancellation counts once however often the ticket was touched, a touch that moves no figure not at all, a deadline passed after the close does', async () => {
    const res = await sut.call<any>('GET', '/tickets/report/kpi?year=2026&month=9', { token: world.csn });
    expect(res.status).toBe(200);
    const answer = res.body.success;
    expect(answer.freeze).toMatchObject({ final: true, frozen_months: [{ month: '2026-09-01', frozen_on: '2026-10-05T17:00:00+00:00' }], late_tickets: 2 });
    // Final: the satisfaction KPIs of the completed ticket undecided at the close; now decided.
    expect(answer.total).toMatchObject({ tickets: 3, cancelled: 0, kpi5a: { decided: 0 } });
    expect(answer.freeze.total_now).toMatchObject({ tickets: 3, cancelled: 1, kpi5a: { met: 0, decided: 1 } });
  });

  it('VOC: the cancellation is the one late change (VOC counts have no clock; the touch moves no count)', async () => {
    const res = await sut.call<any>('GET', '/tickets/report/voc?year=2026&month=9', { token: world.csn });
    expect(res.status).toBe(200);
    expect(res.body.success.freeze).toMatchObject({ final: true, late_tickets: 1, tickets_now: 2, cancelled_now: 1 });
  });

  it('each frozen ticket has its figures as of the close recorded once', async () => {
    const { rows } = await reporting.query(`SELECT projection, count(*)::int AS n FROM reporting.frozen_ticket_figures WHERE month = '2026-09-01' GROUP BY projection ORDER BY projection`);
    expect(rows).toEqual([
      { projection: 'tickets', n: 3 },
      { projection: 'voc', n: 3 },
    ]);
  });

  it('the KPI sheet says final, frozen on the day of the close, and the late changes on the row after the total (English and Thai)', async () => {
    const labelsOf = async (lang: string) => {
      const file = await download(sut, `/tickets/report/excel/dealer/kpi?year=2026&month=9&lang=${lang}`, world.csn);
      expect(file.status).toBe(200);
      const labels: string[] = [];
      (await readWorkbook(file.bytes)).worksheets[0].eachRow((row) => labels.push(String(row.getCell(1).value)));
      return labels.slice(-2);
    };
    expect(await labelsOf('en-US')).toEqual(['Total, final, frozen on 2026-10-05', 'Now, with late changes (2 tickets whose figures changed after the close)']);
    expect(await labelsOf('th-TH')).toEqual(['รวม ตัวเลขสุดท้าย ปิดยอดเมื่อ 2026-10-05 (Total, final, frozen on 2026-10-05)', 'ปัจจุบัน รวมการเปลี่ยนแปลงหลังปิดยอด: ตัวเลขของ 2 เรื่องเปลี่ยน (Now, with late changes: 2)']);
  });

  it('the VOC sheets say final, frozen on the day of the close, and show the late changes with the counts as they stand now (English and Thai)', async () => {
    for (const report of ['servicevoc', 'quickvoc']) {
      const file = await download(sut, `/tickets/report/excel/voc?year=2026&month=9&report=${report}&lang=en-US`, world.csn);
      expect(file.status).toBe(200);
      const [voc, categories] = (await readWorkbook(file.bytes)).worksheets;
      const rows: unknown[][] = [];
      voc.eachRow((row) => rows.push([row.getCell(2).value, row.getCell(3).value, row.getCell(6).value]));
      // Label, tickets, cancelled: the final total (3 counted, none cancelled), then the counts now.
      expect(rows.slice(-2)).toEqual([
        ['Total, final, frozen on 2026-10-05', 3, 0],
        ['Now, with late changes (1 ticket whose figures changed after the close)', 2, 1],
      ]);
      const lines: string[] = [];
      categories.eachRow((row) => lines.push(String(row.getCell(2).value)));
      expect(lines.slice(-2)).toEqual(['Total, final, frozen on 2026-10-05', 'Now, with late changes (1 ticket whose figures changed after the close)']);
    }
    const thai = await download(sut, `/tickets/report/excel/voc?year=2026&month=9&report=servicevoc&lang=th-TH`, world.csn);
    const labels: string[] = [];
    (await readWorkbook(thai.bytes)).worksheets[0].eachRow((row) => labels.push(String(row.getCell(2).value)));
    expect(labels.slice(-2)).toEqual(['รวม ตัวเลขสุดท้าย ปิดยอดเมื่อ 2026-10-05 (Total, final, frozen on 2026-10-05)', 'ปัจจุบัน รวมการเปลี่ยนแปลงหลังปิดยอด: ตัวเลขของ 1 เรื่องเปลี่ยน (Now, with late changes: 1)']);
  });

  it('a VOC sheet of an open month says nothing of a close', async () => {
    const file = await download(sut, `/tickets/report/excel/voc?year=2026&month=10&report=servicevoc&lang=en-US`, world.csn);
    expect(file.status).toBe(200);
    const labels: string[] = [];
    (await readWorkbook(file.bytes)).worksheets[0].eachRow((row) => labels.push(String(row.getCell(2).value)));
    expect(labels.at(-1)).toBe('Total');
    expect(labels.join('|')).not.toMatch(/final|late/i);
  });
});

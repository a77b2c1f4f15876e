import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import type ExcelJS from 'exceljs';
import { Client } from 'pg';
import { createMigratedSplitDatabases, insertEvents, type SyntheticEvent, testRedisUrl, type ThrowawayDatabase } from '@voc/testing';
import { download, readWorkbook } from '../../support/hotsheet-fixtures';
import { startTestApi, TEST_JWT_SECRET, type TestApi } from '../../support/test-api';
import { ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';
import { spawnWorker, stopWorker } from '../../support/worker-process';
import { WORKER_HOOK_MS, waitForTicketProjections } from '../../support/projections-at-head';

/** A sheet's cells of the first row whose first cell holds `label`, keyed by the header texts. */
function sheetRow(sheet: ExcelJS.Worksheet, label: string): Record<string, ExcelJS.CellValue> {
  const headers = (sheet.getRow(1).values as string[]).slice(1);
  let found: Record<string, ExcelJS.CellValue> | null = null;
  sheet.eachRow((row) => {
    if (!found && String(row.getCell(1).value).includes(label)) found = Object.fromEntries(headers.map((h, i) => [h, row.getCell(i + 1).value]));
  });
  if (!found) throw new Error(`no row "${label}" in the sheet`);
  return found;
}

const DEALER_KPI4A_EN = "Closed within 5 days, dealer's time only (KPI4a dealer)";
const DEALER_KPI4A_TH = 'ปิดเคสภายใน 5 วัน นับเฉพาะเวลาของผู้แทนจำหน่าย (KPI4a ผู้แทนจำหน่าย)';

/**
 * Issue 31 as a report reader sees it (api + worker process, MONTH_CLOSE_DAY 5). May 2026 closes
 * when 5 June ends in Bangkok. Four May tickets: one closed in 2.5 days with its satisfaction SMS
 * delivered at once; one still open at the close (8.5 days by then, completed in July); one
 * proposed on day 1 that waited 7 days for head office's approval (KPI4a missed, the dealer's own
 * met); one closed in a day whose SMS came with a backlog in November. KPI4 = 20 / 4 = 5 days,
 * final and now; the dealer's KPI4a 3 of 4 beside KPI4a's 2 of 4; KPI5c 1, the backlog not counted.
 */
describe('KPI reports: one definition of KPI4 and KPI5c, and the dealer’s own KPI4a', () => {
  let database: ThrowawayDatabase;
  let reportingDatabase: ThrowawayDatabase;
  let reporting: Client;
  let log: Client;
  let sut: TestApi;
  let worker: ChildProcess;
  let world: TicketWorld;
  const prefix = `kpidef-${randomBytes(4).toString('hex')}`;

  const ticket = (createdDate: string) => {
    const id = randomUUID();
    const snapshot = { type: 'showroom', source: 'callcenter', dealer_ref: world.dealer.id, dealer_code: world.dealer.code, area_code: 'R1-1', region: 'Region1', created_oa_date: createdDate, created_date: createdDate };
    const event = (type: string, at: string, payload: Record<string, unknown>): SyntheticEvent => ({ ticket_id: id, type, occurred_at: at, payload: { ticket: snapshot, ...payload } }) as SyntheticEvent;
    return {
      created: () => event('TicketCreated', createdDate, { case_no: id.slice(0, 8), status: 'W', complaint_categories: { A01: true }, car_model: 'Navara' }),
      moved: (from: string, to: string, at: string) => event('TicketStatusChanged', at, { from, to }),
      verified: (at: string) => event('TicketVerified', at, { status: 'B', verify_status: 'valid', review: { satisfied: 'Y', recieved_satisfied_sms_status: 0 } }),
      smsDelivered: (at: string) => event('NotificationDelivered', at, { notification_id: randomUUID(), channel: 'sms', purpose: 'satisfaction_sms', provider_message_id: 'm1' }),
    };
  };

  const caughtUp = () => waitForTicketProjections(sut.db, reporting, ['tickets']);

  beforeAll(async () => {
    ({ database, reportingDatabase } = await createMigratedSplitDatabases('voc_kpidef', 'voc_kpidef_store'));
    reporting = new Client({ connectionString: reportingDatabase.url });
    await reporting.connect();
    log = new Client({ connectionString: database.url });
    await log.connect();
    sut = await startTestApi({ DATABASE_URL: database.url, REPORTING_DATABASE_URL: reportingDatabase.url, REDIS_PREFIX: prefix });
    worker = spawnWorker({ DATABASE_URL: database.url, REPORTING_DATABASE_URL: reportingDatabase.url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, JWT_SECRET: TEST_JWT_SECRET, MONTH_CLOSE_DAY: '5' });
    world = await ticketWorld(sut);
    const quick = ticket('2026-05-10T03:00:00.000Z');
    const late = ticket('2026-05-28T05:00:00.000Z');
    const approval = ticket('2026-05-20T03:00:00.000Z');
    const backlog = ticket('2026-05-15T03:00:00.000Z');
    await insertEvents(log, [
      quick.created(),
      quick.moved('W', 'C', '2026-05-10T05:00:00.000Z'),
      quick.moved('C', 'S', '2026-05-11T03:00:00.000Z'),
      quick.moved('S', 'B', '2026-05-12T15:00:00.000Z'),
      quick.smsDelivered('2026-05-12T16:00:00.000Z'),
      quick.verified('2026-05-13T03:00:00.000Z'),
      backlog.created(),
      backlog.moved('W', 'C', '2026-05-15T05:00:00.000Z'),
      backlog.moved('C', 'S', '2026-05-15T10:00:00.000Z'),
      backlog.moved('S', 'B', '2026-05-16T03:00:00.000Z'),
      backlog.verified('2026-05-17T03:00:00.000Z'),
      approval.created(),
      approval.moved('W', 'C', '2026-05-20T05:00:00.000Z'),
      approval.moved('C', 'S', '2026-05-21T03:00:00.000Z'),
      approval.moved('S', 'T', '2026-05-21T03:00:00.000Z'),
      approval.moved('T', 'B', '2026-05-28T03:00:00.000Z'),
      late.created(),
      late.moved('W', 'C', '2026-05-28T06:00:00.000Z'),
      // The first event after May's close: May freezes here.
      ticket('2026-06-10T03:00:00.000Z').created(),
      late.moved('C', 'S', '2026-06-20T03:00:00.000Z'),
      late.moved('S', 'B', '2026-07-01T05:00:00.000Z'),
      backlog.smsDelivered('2026-11-20T03:00:00.000Z'),
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

  const FIGURES = { kpi4_avg_days: 5, kpi4a: { met: 2, decided: 4, rate: 50 }, kpi4a_dealer: { met: 3, decided: 4, rate: 75 }, kpi5c: { met: 1 } };

  it('KPI report: the final May and May now have the same KPI4, KPI5c and both KPI4a', async () => {
    const res = await sut.call<any>('GET', '/tickets/report/kpi?year=2026&month=5&group_by=dealer', { token: world.csn });
    expect(res.status).toBe(200);
    const answer = res.body.success;
    expect(answer.freeze).toMatchObject({ final: true });
    expect(answer.total).toMatchObject({ tickets: 4, closed: 3, ...FIGURES });
    expect(answer.freeze.total_now).toMatchObject({ tickets: 4, closed: 4, ...FIGURES });
    expect(answer.result).toHaveLength(1);
    expect(answer.result[0]).toMatchObject({ key: world.dealer.id, ...FIGURES });
  });

  it('KPI summary: the dealer’s KPI4a per region, in the total and in the trend’s May', async () => {
    const res = await sut.call<any>('GET', '/reports/kpi-summary?year=2026&month=5', { token: world.csn });
    expect(res.status).toBe(200);
    const answer = res.body.success;
    expect(answer.total).toMatchObject(FIGURES);
    expect(answer.regions).toEqual([expect.objectContaining({ kpi4a_dealer: FIGURES.kpi4a_dealer })]);
    expect(answer.trend.find((row: { key: string }) => row.key === '2026-05')).toMatchObject(FIGURES);
    // A trend month without tickets has nothing decided.
    expect(answer.trend.find((row: { key: string }) => row.key === '2026-04')).toMatchObject({ kpi4_avg_days: null, kpi4a_dealer: { met: 0, decided: 0, rate: null } });
  });

  it('TICKET_KPI: the dealer’s KPI4a columns beside KPI4a, in English and in Thai', async () => {
    const en = await download(sut, '/tickets/report/excel/dealer/kpi?year=2026&month=5&lang=en-US', world.csn);
    expect(en.status).toBe(200);
    const total = sheetRow((await readWorkbook(en.bytes)).worksheets[0], 'Total');
    expect(total).toMatchObject({
      'Closed within 5 days (KPI4a) met': 2,
      'Closed within 5 days (KPI4a) decided': 4,
      [`${DEALER_KPI4A_EN} met`]: 3,
      [`${DEALER_KPI4A_EN} decided`]: 4,
      [`${DEALER_KPI4A_EN} %`]: 0.75,
      'Avg days to close (KPI4)': 5,
    });
    const branch = sheetRow((await readWorkbook(en.bytes)).worksheets[0], world.dealer.code);
    expect(branch).toMatchObject({ [`${DEALER_KPI4A_EN} met`]: 3, [`${DEALER_KPI4A_EN} decided`]: 4 });

    const th = await download(sut, '/tickets/report/excel/dealer/kpi?year=2026&month=5&lang=th-TH', world.csn);
    expect(th.status).toBe(200);
    const headers = ((await readWorkbook(th.bytes)).worksheets[0].getRow(1).values as string[]).slice(1);
    const at = headers.indexOf(`${DEALER_KPI4A_TH} ผ่าน`);
    expect(at).toBeGreaterThan(headers.indexOf('ปิดเคสภายใน 5 วัน (KPI4a) %'));
    expect(headers.slice(at, at + 3)).toEqual([`${DEALER_KPI4A_TH} ผ่าน`, `${DEALER_KPI4A_TH} ตัดสินแล้ว`, `${DEALER_KPI4A_TH} %`]);
  });
});

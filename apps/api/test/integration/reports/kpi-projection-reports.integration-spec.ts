import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type ExcelJS from 'exceljs';
import { qvocKpiFileName, ticketKpiFileName } from '@voc/domain';
import { createMigratedDatabase, testRedisUrl, type ThrowawayDatabase } from '@voc/testing';
import { download, readWorkbook } from '../../support/hotsheet-fixtures';
import { startTestApi, TEST_JWT_SECRET, type TestApi } from '../../support/test-api';
import { createTicketVia, ticketForm, ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';
import { spawnWorker, stopWorker } from '../../support/worker-process';
import { WORKER_HOOK_MS, waitForReportsCaughtUp } from '../../support/projections-at-head';

/** A sheet's data rows as objects keyed by the header texts. */
function rowsOf(sheet: ExcelJS.Worksheet): Array<Record<string, ExcelJS.CellValue>> {
  const headers = (sheet.getRow(1).values as string[]).slice(1);
  const rows: Array<Record<string, ExcelJS.CellValue>> = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    rows.push(Object.fromEntries(headers.map((h, i) => [h, row.getCell(i + 1).value])));
  });
  return rows;
}

const RATE_KPIS: Array<[string, string]> = [
  ['kpi2a', 'Contacted within 24 h (KPI2a)'],
  ['kpi2', 'Contacted within 48 h (KPI2)'],
  ['kpi3', 'Solution within 48 h (KPI3)'],
  ['kpi4a', 'Closed within 5 days (KPI4a)'],
  ['kpi4a_dealer', "Closed within 5 days, dealer's time only (KPI4a dealer)"],
  ['kpi5a', 'Satisfaction check within 5 days (KPI5a)'],
  ['kpi5b', 'Customer satisfied (KPI5b)'],
  ['kpi5c', 'Satisfaction SMS received (KPI5c)'],
];

/** The figures of a JSON report row as the sheet shows them (English headers). */
function asSheetRow(row: any, groupHeader: string): Record<string, unknown> {
  const figures: Record<string, unknown> = {
    [groupHeader]: row.label_en,
    Tickets: row.tickets,
    Open: row.open,
    Completed: row.closed,
    Cancelled: row.cancelled,
    'Avg days to close (KPI4)': row.kpi4_avg_days,
    'Completed through approval': row.held.tickets,
    'Avg days to proposal (dealer)': row.held.to_proposal_avg_days,
    'Avg days waiting for approval (head office)': row.held.approval_wait_avg_days,
  };
  for (const [kpi, title] of RATE_KPIS) {
    figures[`${title} met`] = row[kpi].met;
    figures[`${title} decided`] = row[kpi].decided;
    figures[`${title} %`] = row[kpi].rate === null ? null : row[kpi].rate / 100;
  }
  return figures;
}

/** The sheet's rows with empty cells as null (the sheet leaves a null figure blank). */
const normalised = (rows: Array<Record<string, unknown>>) => rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v ?? null])));

/**
 * The KPI spreadsheets are the JSON KPI report written out: the same projection, the same query,
 * figure by figure, with the worker counting KPI deadlines in working hours (KPI_CLOCK).
 */
describe('reports from the KPI projection: the KPI spreadsheets (TICKET_KPI, QVOC_KPI) equal the JSON KPI report; the KPI summary', () => {
  let database: ThrowawayDatabase;
  let sut: TestApi;
  let worker: ChildProcess;
  let world: TicketWorld;
  const prefix = `kpix-${randomBytes(4).toString('hex')}`;
  const now = new Date();
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  // Thai month of "now" may be the next one late on the last day (UTC+7): ask for the Thai month.
  const thai = new Date(now.getTime() + 7 * 3600_000);
  const period = `year=${thai.getUTCFullYear()}&month=${thai.getUTCMonth() + 1}`;

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_kpix');
    sut = await startTestApi({ DATABASE_URL: database.url, REDIS_PREFIX: prefix });
    worker = spawnWorker({ DATABASE_URL: database.url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, JWT_SECRET: TEST_JWT_SECRET, KPI_CLOCK: 'working_hours' });
    world = await ticketWorld(sut);
    // The two dealers are branches of one company (entity).
    await sut.db.query(`UPDATE dealers SET dealer_id = (SELECT dealer_id FROM dealers WHERE id = $1) WHERE id = $2`, [world.dealer.id, world.otherDealer.id]);

    const done = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    for (const status of ['C', 'S', 'T']) await sut.call('PATCH', `/tickets/${done}`, { token: world.dealerStaff, body: { status } });
    await sut.call('PATCH', `/tickets/${done}`, { token: world.approver, body: { status: 'B' } });
    const cancelled = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    await sut.call('PATCH', `/tickets/${cancelled}`, { token: world.agent, body: { status: 'D', cancel_description: 'ลูกค้าขอยกเลิกเรื่อง' } });
    // A hot alert whose complaint date is four months old: it counts in the month it was received.
    const old = new Date(Date.UTC(year, month - 5, 10)).toISOString().slice(0, 10);
    await createTicketVia(sut, world.agent, ticketForm(world.dealer.id, { source: 'hotsheet', created_oa_date: old }));
    // Survey (Q-VOC) tickets at both branches.
    const survey = await createTicketVia(sut, world.csn, ticketForm(world.dealer.id, { source: 'survey' }));
    await sut.call('PATCH', `/tickets/${survey}`, { token: world.dealerStaff, body: { status: 'C' } });
    await createTicketVia(sut, world.csn, ticketForm(world.otherDealer.id, { source: 'survey' }));
    await createTicketVia(sut, world.agent, ticketForm(world.otherDealer.id));
    await waitForReportsCaughtUp(sut, world.csn);
  }, WORKER_HOOK_MS);

  afterAll(async () => {
    if (worker) await stopWorker(worker);
    await sut?.close();
    await database?.drop();
  });

  const report = async (query: string, token = world.csn) => (await sut.call<any>('GET', `/tickets/report/kpi?${period}&${query}`, { token })).body.success;
  const sheets = async (path: string, token = world.csn) => {
    const file = await download(sut, `${path}${path.includes('?') ? '&' : '?'}${period}&lang=en-US`, token);
    expect(file.status).toBe(200);
    return { file, workbook: await readWorkbook(file.bytes) };
  };

  it('TICKET_KPI: per dealer branch, every figure of the JSON report, the total last', async () => {
    const json = await report('group_by=dealer');
    const { file, workbook } = await sheets('/tickets/report/excel/dealer/kpi');
    expect(file.headers.get('content-disposition')).toContain(`filename="${ticketKpiFileName(new Date())}"`);
    const rows = normalised(rowsOf(workbook.worksheets[0]));
    expect(rows).toEqual([...json.result, { ...json.total, label_en: 'Total' }].map((row: any) => asSheetRow(row, 'Dealer branch')));
    expect(json.total).toMatchObject({ tickets: 6, cancelled: 1, closed: 1, held: { tickets: 1 } });
  });

  it('counts the hot alert in its month of receipt, not of its complaint date, in the report and the sheet alike', async () => {
    const json = await report('source=hotsheet&group_by=dealer');
    expect(json.total.tickets).toBe(1);
    const { workbook } = await sheets('/tickets/report/excel/dealer/kpi?source=hotsheet');
    const rows = normalised(rowsOf(workbook.worksheets[0]));
    expect(rows.at(-1)).toMatchObject({ Tickets: 1 });
    const complaintMonth = new Date(Date.UTC(year, month - 5, 10));
    const then = await sut.call<any>('GET', `/tickets/report/kpi?year=${complaintMonth.getUTCFullYear()}&month=${complaintMonth.getUTCMonth() + 1}&source=hotsheet`, { token: world.csn });
    expect(then.body.success.total.tickets).toBe(0);
  });

  it("follows the user's scope and filters: dealer staff get their own branch only", async () => {
    const { workbook } = await sheets('/tickets/report/excel/dealer/kpi', world.dealerStaff);
    const json = await report('group_by=dealer', world.dealerStaff);
    expect(normalised(rowsOf(workbook.worksheets[0]))).toEqual([...json.result, { ...json.total, label_en: 'Total' }].map((row: any) => asSheetRow(row, 'Dealer branch')));
    expect(json.result.map((row: any) => row.key)).toEqual([world.dealer.id]);
  });

  it('QVOC_KPI: survey tickets per branch and per entity, equal to the report in mode qvoc', async () => {
    const { file, workbook } = await sheets('/tickets/report/excel/qvoc/kpi');
    expect(file.headers.get('content-disposition')).toContain(`filename="${qvocKpiFileName(new Date())}"`);
    const perDealer = await report('mode=qvoc&group_by=dealer');
    const perEntity = await report('mode=qvoc&group_by=entity');
    expect(normalised(rowsOf(workbook.worksheets[0]))).toEqual([...perDealer.result, { ...perDealer.total, label_en: 'Total' }].map((row: any) => asSheetRow(row, 'Dealer branch')));
    expect(normalised(rowsOf(workbook.worksheets[1]))).toEqual([...perEntity.result, { ...perEntity.total, label_en: 'Total' }].map((row: any) => asSheetRow(row, 'Dealer entity')));
    // One company, two branches: the entity row sums them.
    expect(perDealer.result.map((row: any) => row.tickets)).toEqual([1, 1]);
    expect(perEntity.result).toHaveLength(1);
    expect(perEntity.result[0]).toMatchObject({ tickets: 2, kpi2a: { met: 1 } });
  });

  it('VOC KPI figures for source survey equal the ticket-KPI figures of mode qvoc', async () => {
    const survey = await report('source=survey&group_by=dealer');
    const qvoc = await report('mode=qvoc&group_by=dealer');
    expect(survey.result).toEqual(qvoc.result);
    expect(survey.total).toEqual(qvoc.total);
    expect(qvoc.total.tickets).toBe(2);
  });

  it('KPI summary: every KPI per region as the KPI report has them, and 12 months of trend ending with the chosen month', async () => {
    const summary = (await sut.call<any>('GET', `/reports/kpi-summary?${period}`, { token: world.csn })).body.success;
    const byRegion = await report('group_by=region');
    expect(summary.regions).toEqual(byRegion.result);
    expect(summary.total).toEqual(byRegion.total);
    expect(summary.trend).toHaveLength(12);
    const thisMonth = `${thai.getUTCFullYear()}-${String(thai.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(summary.trend.at(-1)).toMatchObject({ key: thisMonth, tickets: byRegion.total.tickets, kpi2a: byRegion.total.kpi2a });
    // Months without tickets are there, empty (the hot alert's old complaint month among them).
    expect(summary.trend.slice(0, 11).every((row: any) => row.tickets === 0 && row.kpi2a.rate === null)).toBe(true);
    const dealerView = (await sut.call<any>('GET', `/reports/kpi-summary?${period}`, { token: world.dealerStaff })).body.success;
    expect(dealerView.total.tickets).toBe((await report('', world.dealerStaff)).total.tickets);
    const noMonth = await sut.call<any>('GET', `/reports/kpi-summary?year=${year}`, { token: world.csn });
    expect(noMonth.status).toBe(400);
    expect(noMonth.body.error.details).toEqual(expect.arrayContaining([{ field: 'month', message: 'errors.field.required' }]));
  });

  it('case closed: the tickets completed in the month with days to close and who held the time, as many as the case-closed download holds', async () => {
    const res = await sut.call<any>('GET', `/reports/case-closed?${period}`, { token: world.csn });
    expect(res.status).toBe(200);
    const answer = res.body.success;
    expect(answer.total).toBe(1);
    const [row] = answer.result;
    expect(row).toMatchObject({ type: 'showroom', source: 'callcenter', dealer_id: world.dealer.id, kpi4a: true, days_to_close: expect.any(Number), to_proposal_days: expect.any(Number), approval_wait_days: expect.any(Number) });
    expect(row.dealer_label).toContain(world.dealer.code);
    expect(answer.summary).toMatchObject({ kpi4a: { met: 1, decided: 1, rate: 100 }, held: { tickets: 1 } });
    const file = await download(sut, `/tickets/report/excel/caseclosed?${period}&lang=en-US`, world.csn);
    expect(rowsOf((await readWorkbook(file.bytes)).worksheets[0])).toHaveLength(answer.total);
    // The other branch's staff see none of it.
    const other = await sut.call<any>('GET', `/reports/case-closed?${period}`, { token: world.otherDealerStaff });
    expect(other.body.success).toMatchObject({ total: 0, result: [] });
    for (const bad of [`year=${year}`, `${period}&limit=5000`, `${period}&page=0`, `${period}&source=elsewhere`]) {
      const refused = await sut.call<any>('GET', `/reports/case-closed?${bad}`, { token: world.csn });
      expect(refused.status).toBe(400);
      expect(refused.body.error.details.length).toBeGreaterThan(0);
    }
  });

  it('hot alerts per dealer: received, where they stand, KPI attainment as the KPI report has it, and the open ones by age', async () => {
    const res = await sut.call<any>('GET', `/reports/hotsheet?${period}&type=showroom`, { token: world.csn });
    expect(res.status).toBe(200);
    const answer = res.body.success;
    expect(answer.result).toHaveLength(1);
    const [dealer] = answer.result;
    expect(dealer.kpi).toMatchObject({ key: world.dealer.id, tickets: 1, open: 1 });
    expect(dealer.kpi.label).toContain(world.dealer.code);
    expect(dealer.by_status).toMatchObject({ W: 1, B: 0, D: 0 });
    expect(dealer.ageing.find((a: any) => a.bucket === '0-1d').count).toBe(1);
    const kpiReport = await report('source=hotsheet&type=showroom');
    const { key: _k, label: _l, label_en: _le, ...figures } = kpiReport.total;
    expect(answer.total.kpi).toMatchObject(figures);
    const other = await sut.call<any>('GET', `/reports/hotsheet?${period}`, { token: world.otherDealerStaff });
    expect(other.body.success.result).toEqual([]);
    const refused = await sut.call<any>('GET', `/reports/hotsheet?year=${year}&type=cars`, { token: world.csn });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual(expect.arrayContaining([{ field: 'month', message: 'errors.field.required' }]));
  });

  it('puts an open hot alert received ten days ago or more in 10d+ (only the last ten days are aged ticket by ticket)', async () => {
    const ageBy = (days: number) => sut.db.query(`UPDATE reporting.ticket_kpi SET received_at = received_at - $1::int * interval '1 day' WHERE source = 'hotsheet'`, [days]);
    const ageing = async () => (await sut.call<any>('GET', `/reports/hotsheet?${period}&type=showroom`, { token: world.csn })).body.success.total.ageing;
    await ageBy(6);
    try {
      expect(await ageing()).toEqual(expect.arrayContaining([{ bucket: '5-10d', count: 1 }, { bucket: '10d+', count: 0 }]));
      await ageBy(4);
      expect(await ageing()).toEqual(expect.arrayContaining([{ bucket: '5-10d', count: 0 }, { bucket: '10d+', count: 1 }]));
    } finally {
      await ageBy(-10);
    }
  });

  it('lists the hot alerts (hotsheet and hotsheet import) together, and no other source', async () => {
    const hot = await sut.call<any>('GET', '/tickets?source=hot_alert', { token: world.csn });
    expect(hot.status).toBe(200);
    expect(hot.body.success.result.map((t: any) => t.source)).toEqual(['hotsheet']);
    const refused = await sut.call<any>('GET', '/tickets?source=hot_alerts', { token: world.csn });
    expect(refused.status).toBe(400);
  });

  it('refuses a missing month or a made-up grouping with 400 and the message keys, never a file', async () => {
    const noMonth = await download(sut, `/tickets/report/excel/dealer/kpi?year=${year}`, world.csn);
    expect(noMonth.status).toBe(400);
    expect(noMonth.json.error.details).toEqual(expect.arrayContaining([{ field: 'month', message: 'errors.field.required' }]));
    const hostile = await download(sut, `/tickets/report/excel/qvoc/kpi?${period}&group_by=x';DROP`, world.csn);
    expect(hostile.status).toBe(400);
    const unsigned = await fetch(`${sut.baseUrl}/tickets/report/excel/dealer/kpi?${period}`);
    expect(unsigned.status).toBe(401);
  });
});

import type { INestApplicationContext } from '@nestjs/common';
import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { caseClosedFileName, ticketsFileName } from '@voc/domain';
import { download, readWorkbook } from '../../support/hotsheet-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';
import { TEST_STORAGE_DIR } from '../../support/test-storage';
import { createTicketVia, ticketForm, ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';
import { startTestWorker, waitFor } from '../../support/test-worker';
import { entryText, readZipDirectory } from '@voc/spreadsheets';

const FORMULA_NAME = '=HYPERLINK("http://evil.example/x","click")';

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

describe('spreadsheet exports (GET /api/tickets/report/excel...)', () => {
  let sut: TestApi;
  let world: TicketWorld;
  const ids: string[] = [];

  beforeAll(async () => {
    sut = await startTestApi();
    world = await ticketWorld(sut);
    const forms = [
      ticketForm(world.dealer.id, { name: FORMULA_NAME, tel: '+66812345678', created_oa_date: '2026-03-01T03:00:00Z' }),
      ticketForm(world.dealer.id, { name: '@SUM(A1:A2)', created_oa_date: '2026-03-02T03:00:00Z', source: 'survey' }),
      ticketForm(world.dealer.id, { name: '-2+3', created_oa_date: '2026-03-03T03:00:00Z', type: 'service', complaint_categories: { S01: true } }),
      ...Array.from({ length: 12 }, (_, i) => ticketForm(i % 3 ? world.dealer.id : world.otherDealer.id, { created_oa_date: `2026-04-${String(i + 1).padStart(2, '0')}T03:00:00Z`, confirm_duplicate: true })),
    ];
    // Survey tickets come from the survey programme (csn); the rest from the call centre.
    for (const form of forms) ids.push(await createTicketVia(sut, form.source === 'survey' ? world.csn : world.agent, form));
  }, 60000);
  afterAll(() => sut.close());

  it('streams the list as xlsx: the file name of SPEC.md §9, and exactly the list rows for the same filters and scope', async () => {
    for (const [token, query] of [
      [world.csn, `dealer_id=${world.dealer.id}`],
      [world.csn, `dealer_id=${world.dealer.id}&type=showroom&source=survey`],
      [world.dealerStaff, ''],
      [world.csn, `dealer_id=${world.dealer.id}&sort=name&order=asc`],
    ] as const) {
      const list = await sut.call<any>('GET', `/tickets?limit=200&${query}`, { token });
      const file = await download(sut, `/tickets/report/excel?${query}&page=3&limit=1&lang=en-US`, token);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const filters = Object.fromEntries(new URLSearchParams(query));
      const name = ticketsFileName({ type: filters.type as never, source: filters.source as never }, new Date());
      expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
      const rows = rowsOf((await readWorkbook(file.bytes)).worksheets[0]);
      expect(rows.map((r) => r['Case no.'])).toEqual(list.body.success.result.map((t: any) => t.case_no));
      expect(rows.map((r) => r['Customer name'])).toEqual(list.body.success.result.map((t: any) => t.name));
      expect(rows.map((r) => r['Tel'])).toEqual(list.body.success.result.map((t: any) => t.tel));
    }
  });

  it('writes real dates (Thai time), numbers, text as text (formula-like values never become formulas), a frozen header in the asked language', async () => {
    const file = await download(sut, `/tickets/report/excel?dealer_id=${world.dealer.id}&from_created_date=2026-03-01&to_created_date=2026-03-03`, world.csn, {
      'accept-language': 'th-TH,th;q=0.9',
    });
    const sheet = (await readWorkbook(file.bytes)).worksheets[0];
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).getCell(1).value).toBe('เลขที่เคส');
    expect(sheet.getColumn(1).width).toBeGreaterThan(10);
    const rows = rowsOf(sheet);
    const first = rows.find((r) => r['ชื่อลูกค้า'] === FORMULA_NAME)!;
    expect(first).toBeDefined();
    expect(first['เบอร์โทรศัพท์']).toBe('+66812345678');
    const date = first['วันที่รับเรื่อง'] as Date;
    expect(date).toBeInstanceOf(Date);
    // 2026-03-01 03:00 UTC is 10:00 in Bangkok: the cell shows the Thai wall clock.
    expect(date.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(first['อายุ']).toBe(35);
    const types = new Set<number>();
    sheet.eachRow((row, n) => n > 1 && row.eachCell((cell) => types.add(cell.type)));
    expect([...types].sort()).toEqual([ExcelJS.ValueType.Number, ExcelJS.ValueType.String, ExcelJS.ValueType.Date].sort());
    expect(rows.map((r) => r['ชื่อลูกค้า'])).toEqual(expect.arrayContaining(['@SUM(A1:A2)', '-2+3']));

    // In the file itself: every text is an inline string cell, no cell carries a formula.
    const dir = await mkdtemp(path.join(tmpdir(), 'export-xml-'));
    try {
      const saved = path.join(dir, 'export.xlsx');
      await writeFile(saved, file.bytes);
      const entries = await readZipDirectory(saved, { maxEntries: 100, maxUncompressedBytes: 1e8 });
      let xml = '';
      for await (const chunk of entryText(saved, entries.find((e) => e.name === 'xl/worksheets/sheet1.xml')!)) xml += chunk;
      expect(xml).not.toContain('<f>');
      expect(xml).toMatch(/<c r="P\d+" t="inlineStr"><is><t>=HYPERLINK\("http:\/\/evil\.example\/x","click"\)<\/t><\/is><\/c>/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('case closed: tickets completed in the month, month and year required, the short v1 columns', async () => {
    const id = ids[4]; // a showroom ticket of world.dealer
    for (const status of ['C', 'S', 'T']) await sut.call('PATCH', `/tickets/${id}`, { token: world.dealerStaff, body: { status } });
    const done = await sut.call<any>('PUT', `/tickets/${id}`, { token: world.approver, body: { name: 'ลูกค้า ปิดเคส', tel: '0811111111', complaint_solution: 'แก้ไขแล้ว', status: 'B' } });
    const approved = new Date(new Date(done.body.success.result.approved_date).getTime() + 7 * 3600 * 1000);
    const [month, year] = [approved.getUTCMonth() + 1, approved.getUTCFullYear()];

    const file = await download(sut, `/tickets/report/excel/caseclosed?month=${month}&year=${year}&type=showroom&dealer_id=${world.dealer.id}&lang=en-US`, world.csn);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`filename="${caseClosedFileName('showroom', month, year)}"`);
    const rows = rowsOf((await readWorkbook(file.bytes)).worksheets[0]);
    expect(rows.map((r) => r['Customer name'])).toEqual(['ลูกค้า ปิดเคส']);
    expect(typeof rows[0]['Days to close']).toBe('number');

    const short = await download(sut, `/tickets/report/excel/caseclosed/v1?month=${month}&year=${year}&dealer_id=${world.dealer.id}&lang=en-US`, world.csn);
    const header = (await readWorkbook(short.bytes)).worksheets[0].getRow(1).values as string[];
    expect(header.slice(1)).toEqual(['Case no.', 'Dealer code', 'Dealer', 'Branch', 'Customer name', 'Tel', 'Complaint date', 'Completed', 'Days to close', 'Complaint categories']);

    const other = await download(sut, `/tickets/report/excel/caseclosed?month=${month === 12 ? 1 : month + 1}&year=${year}&dealer_id=${world.dealer.id}`, world.csn);
    expect(rowsOf((await readWorkbook(other.bytes)).worksheets[0])).toEqual([]);
    const missing = await download(sut, '/tickets/report/excel/caseclosed?type=showroom', world.csn);
    expect(missing.status).toBe(400);
    expect(missing.json.error.details).toEqual(expect.arrayContaining([{ field: 'month', message: 'errors.field.required' }, { field: 'year', message: 'errors.field.required' }]));
  });

  describe('above EXPORT_STREAM_MAX_ROWS, a background job writes the file', () => {
    let big: TestApi;
    let worker: INestApplicationContext;
    const prefix = `exp-${randomBytes(4).toString('hex')}`;

    beforeAll(async () => {
      big = await startTestApi({ REDIS_PREFIX: prefix, EXPORT_STREAM_MAX_ROWS: '10' });
      worker = await startTestWorker(prefix);
    });
    afterAll(async () => {
      await worker?.close();
      await big?.close();
    });

    it('answers 202 with the job, reports progress, then serves the same rows as the list to its requester only', async () => {
      const query = `dealer_id=${world.dealer.id}`;
      const small = await download(big, `/tickets/report/excel?${query}&type=service`, world.csn);
      expect(small.status).toBe(200);

      const queued = await download(big, `/tickets/report/excel?${query}&lang=en-US`, world.csn);
      expect(queued.status).toBe(202);
      expect(queued.json.success).toMatchObject({ message: 'success.export.queued', result: { status: 'queued', file_name: ticketsFileName({}, new Date()), progress: { done: 0, total: 11 }, download_url: null } });
      const id = queued.json.success.result._id;
      const ready = await waitFor(async () => {
        const res = await big.call<any>('GET', `/exports/${id}`, { token: world.csn });
        return res.body.success.result.status === 'ready' ? res.body.success.result : undefined;
      }, 30000, 'export ready');
      expect(ready).toMatchObject({ progress: { done: 11, total: 11 }, download_url: `/api/exports/${id}/file`, error: null });
      const file = await download(big, `/exports/${id}/file`, world.csn);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toContain(`filename="${ready.file_name}"`);
      const list = await big.call<any>('GET', `/tickets?limit=200&${query}`, { token: world.csn });
      expect(rowsOf((await readWorkbook(file.bytes)).worksheets[0]).map((r) => r['Case no.'])).toEqual(list.body.success.result.map((t: any) => t.case_no));
      expect((await big.call<any>('GET', `/exports/${id}`, { token: world.approver })).status).toBe(404);
      expect((await download(big, `/exports/${id}/file`, world.approver)).status).toBe(404);

      // The file removed from disk (another machine's disk, or retention): 410, and the api lives on.
      const [{ stored_name }] = await big.db.query(`SELECT stored_name FROM exports WHERE id = $1`, [id]);
      await rm(path.join(TEST_STORAGE_DIR, 'exports', stored_name));
      const gone = await big.call<any>('GET', `/exports/${id}/file`, { token: world.csn });
      expect(gone.status).toBe(410);
      expect(gone.body).toEqual({ error: { name: 'Gone', message: 'errors.file.gone' } });
      expect((await big.call<any>('GET', `/exports/${id}`, { token: world.csn })).status).toBe(200);

      // Removed by the retention job: the record says so, no download is offered, the file is 410.
      await big.db.query(`UPDATE exports SET file_removed_at = now() WHERE id = $1`, [id]);
      const view = (await big.call<any>('GET', `/exports/${id}`, { token: world.csn })).body.success.result;
      expect(view).toMatchObject({ status: 'ready', download_url: null, file_removed_date: expect.any(String) });
      expect((await big.call<any>('GET', `/exports/${id}/file`, { token: world.csn })).status).toBe(410);
    });
  });
});

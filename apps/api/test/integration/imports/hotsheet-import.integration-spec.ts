import type { INestApplicationContext } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { IMPORT_ERRORS, IMPORT_HEADER_PROBLEMS, UPLOAD_ERRORS } from '@voc/contracts';
import { HOTSHEET_ROW_PROBLEMS, HOTSHEET_SHEET_NAME, hotsheetColumns, hotsheetHeader } from '@voc/domain';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { HotsheetImportRunner } from '../../../../worker/src/imports/hotsheet/hotsheet-import.runner';
import { createDealer, createUser, type DealerFixture } from '../../support/account-fixtures';
import { download, hotsheetFile, hotsheetRow, readWorkbook, uploadHotsheet, zipOf, type SheetRow } from '../../support/hotsheet-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';
import { createTicketVia, signIn, ticketForm } from '../../support/ticket-fixtures';
import { startTestWorker, TEST_STORAGE_DIR, waitFor } from '../../support/test-worker';

describe('hotsheet import (api and worker, real PostgreSQL and Redis)', () => {
  const prefix = `imp-${randomBytes(4).toString('hex')}`;
  let sut: TestApi;
  let worker: INestApplicationContext;
  let dealer: DealerFixture;
  let closedDealer: DealerFixture;
  let csn: string;
  let agent: string;
  let nissan: string;
  let dealerStaff: string;

  beforeAll(async () => {
    sut = await startTestApi({ REDIS_PREFIX: prefix, IMPORT_MAX_ROWS: '1500' });
    worker = await startTestWorker(prefix);
    dealer = await createDealer(sut.db);
    closedDealer = await createDealer(sut.db, { status: 'closed' });
    [csn, agent, nissan, dealerStaff] = await Promise.all([
      createUser(sut.db, { type: 'csn' }).then((u) => signIn(sut, u)),
      createUser(sut.db, { type: 'callcenter' }).then((u) => signIn(sut, u)),
      createUser(sut.db, { type: 'nissan' }).then((u) => signIn(sut, u)),
      createUser(sut.db, { type: 'dealer', dealerId: dealer.id }).then((u) => signIn(sut, u)),
    ]);
  }, 60000);

  afterAll(async () => {
    await worker?.close();
    await sut?.close();
  });

  const importOf = (id: string, token = agent) => sut.call<any>('GET', `/imports/hotsheet/${id}`, { token });
  const settled = (id: string, status: string, token = agent) =>
    waitFor(async () => {
      const res = await importOf(id, token);
      const current = res.body.success.result;
      if (current.status === 'failed' && status !== 'failed') throw new Error(`import failed: ${current.error}`);
      return current.status === status ? current : undefined;
    }, 45000, `import ${status}`);

  async function importFile(rows: SheetRow[], token = agent) {
    const res = await uploadHotsheet(sut, token, await hotsheetFile(rows));
    expect(res.status).toBe(202);
    return settled(res.body.success.result._id, 'previewed', token);
  }

  it('imports a valid 1,000-row file exactly: dry run counts, confirm, tickets with their TicketCreated events', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => hotsheetRow(dealer.code, i % 10 === 0 ? { crm_case_no: `CRM-${randomBytes(6).toString('hex')}` } : {}));
    const upload = await uploadHotsheet(sut, agent, await hotsheetFile(rows), { name: 'ฮอตชีต พฤศจิกายน.xlsx' });
    expect(upload.status).toBe(202);
    expect(upload.body.success.result).toMatchObject({ status: 'validating', file_name: 'ฮอตชีต พฤศจิกายน.xlsx', counts: { rows: 1000 }, progress: { pass: 'dry_run', total: 1000 } });
    const id = upload.body.success.result._id;

    const previewed = await settled(id, 'previewed');
    expect(previewed.counts).toEqual({ rows: 1000, valid: 1000, problems: 0, created: 0, skipped: 0, failed: 0 });
    expect(previewed.progress).toEqual({ pass: 'dry_run', done: 1000, total: 1000 });
    const preview = await sut.call<any>('GET', `/imports/hotsheet/${id}/rows?status=valid&limit=5`, { token: agent });
    expect(preview.body.success.total).toBe(1000);
    expect(preview.body.success.result[0]).toMatchObject({ row_number: 2, status: 'valid', problems: [], data: { dealer_code: dealer.code, name: rows[0].name } });
    expect(await sut.db.query(`SELECT count(*)::int AS n FROM tickets WHERE dealer_ref = $1`, [dealer.id])).toEqual([{ n: 0 }]);

    const confirm = await sut.call<any>('POST', `/imports/hotsheet/${id}/confirm`, { token: agent });
    expect(confirm.status).toBe(202);
    const completed = await settled(id, 'completed');
    expect(completed.counts).toEqual({ rows: 1000, valid: 1000, problems: 0, created: 1000, skipped: 0, failed: 0 });
    expect(completed.progress).toEqual({ pass: 'create', done: 1000, total: 1000 });

    const [tickets] = await sut.db.query(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE source = 'hotsheet_import')::int AS imported, count(DISTINCT import_key)::int AS keys,
         count(*) FILTER (WHERE crm_case_no IS NOT NULL)::int AS crm
       FROM tickets WHERE id IN (SELECT ticket_id FROM import_rows WHERE import_id = $1)`,
      [id],
    );
    expect(tickets).toEqual({ n: 1000, imported: 1000, keys: 1000, crm: 100 });
    const [events] = await sut.db.query(
      `SELECT count(*)::int AS n FROM ticket_events e JOIN import_rows r ON r.ticket_id = e.ticket_id
       WHERE r.import_id = $1 AND e.type = 'TicketCreated' AND e.payload->'ticket'->>'source' = 'hotsheet_import'`,
      [id],
    );
    expect(events.n).toBe(1000);
    const sample = await sut.call<any>('GET', `/tickets?dealer_id=${dealer.id}&source=hotsheet_import&limit=1`, { token: csn });
    expect(sample.body.success.total).toBe(1000);
    expect(sample.body.success.result[0]).toMatchObject({ status: 'W', type: 'showroom', complaint_categories: { A01: true } });

    // The same file again: every row is already a ticket, nothing new is created.
    const again = await importFile(rows);
    expect(again.counts).toMatchObject({ valid: 0, problems: 1000 });
    const problem = await sut.call<any>('GET', `/imports/hotsheet/${again._id}/rows?status=problem&limit=1`, { token: agent });
    expect(problem.body.success.result[0].problems).toEqual([
      { column: 'crm_case_no', message: HOTSHEET_ROW_PROBLEMS.duplicateExisting, params: { case_no: expect.stringMatching(/^SR\d{4}-\d{6,}$/) } },
    ]);
    await sut.call('POST', `/imports/hotsheet/${again._id}/confirm`, { token: agent });
    expect((await settled(again._id, 'completed')).counts).toMatchObject({ created: 0 });
    expect(await sut.db.query(`SELECT count(*)::int AS n FROM tickets WHERE dealer_ref = $1`, [dealer.id])).toEqual([{ n: 1000 }]);
  });

  it('names the reason of each kind of bad row, and lets the problem rows be downloaded in either language', async () => {
    const existing = `CRM-${randomBytes(5).toString('hex')}`;
    await createTicketVia(sut, csn, ticketForm(dealer.id, { crm_case_no: existing, source: 'survey' }));
    const good = hotsheetRow(dealer.code);
    const cases: Array<[string, SheetRow, Array<{ column: string; message: string; params?: object }>]> = [
      ['name missing', { name: null }, [{ column: 'name', message: 'errors.field.required' }]],
      ['tel missing', { tel: null }, [{ column: 'tel', message: 'errors.field.required' }]],
      ['tel not a Thai number', { tel: '12-34' }, [{ column: 'tel', message: HOTSHEET_ROW_PROBLEMS.tel }]],
      ['email malformed', { email: 'somchai@' }, [{ column: 'email', message: 'errors.field.email' }]],
      ['date unreadable', { created_oa_date: 'เมื่อวาน' }, [{ column: 'created_oa_date', message: 'errors.field.date' }]],
      ['date impossible', { created_oa_date: '31/02/2026' }, [{ column: 'created_oa_date', message: 'errors.field.date' }]],
      ['date in the future', { created_oa_date: '2099-01-01' }, [{ column: 'created_oa_date', message: HOTSHEET_ROW_PROBLEMS.futureDate }]],
      ['dealer unknown', { dealer_code: 'NO-SUCH-DEALER' }, [{ column: 'dealer_code', message: HOTSHEET_ROW_PROBLEMS.dealerUnknown, params: { code: 'NO-SUCH-DEALER' } }]],
      ['dealer closed', { dealer_code: closedDealer.code }, [{ column: 'dealer_code', message: HOTSHEET_ROW_PROBLEMS.dealerClosed, params: { code: closedDealer.code } }]],
      ['age not a number', { age: 'สี่สิบ' }, [{ column: 'age', message: 'errors.field.numeric' }]],
      ['age zero', { age: 0 }, [{ column: 'age', message: 'errors.field.min', params: { min: 1 } }]],
      ['categories missing', { complaint_categories: null }, [{ column: 'complaint_categories', message: 'errors.field.required' }]],
      ['category unknown', { complaint_categories: 'A01, Z42' }, [{ column: 'complaint_categories', message: 'errors.category.unknown', params: { code: 'Z42' } }]],
      ['service category on a showroom sheet', { complaint_categories: 'S01' }, [
        { column: 'complaint_categories', message: 'errors.category.unknown', params: { code: 'S01' } },
        { column: 'complaint_categories', message: 'errors.category.required' },
      ]],
      ['Others without its detail', { complaint_categories: 'A99' }, [{ column: 'category_other', message: 'errors.category.othersDetail', params: { code: 'A100' } }]],
      ['detail without Others', { complaint_categories: 'A01', category_other: 'ที่จอดรถ' }, [{ column: 'complaint_categories', message: 'errors.category.othersHeading', params: { code: 'A99' } }]],
      ['name too long for the form', { name: 'ก'.repeat(201) }, [{ column: 'name', message: 'errors.field.max', params: { max: 200 } }]],
      ['already a ticket (CRM case no.)', { crm_case_no: existing }, [{ column: 'crm_case_no', message: HOTSHEET_ROW_PROBLEMS.duplicateExisting, params: { case_no: expect.any(String) } }]],
      ['the same complaint twice in the file', { ...good }, [{ column: 'complaint_description', message: HOTSHEET_ROW_PROBLEMS.duplicateInFile, params: { row: 2 } }]],
    ];
    const rows = [good, ...cases.map(([, change]) => hotsheetRow(dealer.code, change))];
    const previewed = await importFile(rows);
    expect(previewed.counts).toMatchObject({ rows: rows.length, valid: 1, problems: cases.length });
    const listed = await sut.call<any>('GET', `/imports/hotsheet/${previewed._id}/rows?status=problem&limit=100`, { token: agent });
    const byRow = new Map(listed.body.success.result.map((r: any) => [r.row_number, r.problems]));
    for (const [index, [name, , problems]] of cases.entries()) {
      expect({ name, problems: byRow.get(index + 3) }).toEqual({ name, problems });
    }

    const english = await download(sut, `/imports/hotsheet/${previewed._id}/problems.xlsx?lang=en-US`, agent);
    expect(english.status).toBe(200);
    expect(english.headers.get('content-type')).toContain('spreadsheetml');
    expect(english.headers.get('content-disposition')).toMatch(/^attachment; filename="hotsheet_problems_showroom_\d{8}\.xlsx"/);
    const sheet = (await readWorkbook(english.bytes)).worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Row', 'Column', 'Problem', 'Value in the file']);
    const lines = sheet.getSheetValues().slice(2) as unknown[][];
    expect(lines).toHaveLength(cases.reduce((n, [, , p]) => n + p.length, 0));
    expect(lines).toContainEqual([undefined, 10, 'Dealer code', 'Unknown dealer code NO-SUCH-DEALER', 'NO-SUCH-DEALER']);
    expect(lines).toContainEqual([undefined, 5, 'Tel', 'Tel must be 9-10 digits starting with 0', '12-34']);
    const thai = await download(sut, `/imports/hotsheet/${previewed._id}/problems.xlsx`, agent, { 'accept-language': 'en-US;q=0.2, th;q=0.9' });
    const thaiLines = (await readWorkbook(thai.bytes)).worksheets[0].getSheetValues().slice(2) as unknown[][];
    expect(thaiLines).toContainEqual([undefined, 10, 'รหัสผู้แทนจำหน่าย (Dealer code)', 'ไม่พบรหัสผู้แทนจำหน่าย NO-SUCH-DEALER (Unknown dealer code NO-SUCH-DEALER)', 'NO-SUCH-DEALER']);

    await sut.call('POST', `/imports/hotsheet/${previewed._id}/confirm`, { token: agent });
    const completed = await settled(previewed._id, 'completed');
    expect(completed.counts).toMatchObject({ created: 1, skipped: 0, failed: 0 });
  });

  describe('refuses a broken file as a whole, and records nothing', () => {
    const headers = hotsheetColumns('showroom').map(hotsheetHeader);
    const xlsxParts = (sheetXml: string) => [
      { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<?xml version="1.0"?><workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheetXml) },
    ];
    const cases: Array<[string, () => Promise<Buffer> | Buffer, number, string, object | undefined]> = [
      ['not a zip', () => Buffer.from('this is no spreadsheet, just text pretending to be one'.repeat(10)), 400, UPLOAD_ERRORS.excelType, undefined],
      ['a zip that is no xlsx', () => zipOf([{ name: 'readme.txt', data: Buffer.from('hello') }]), 400, UPLOAD_ERRORS.excelType, undefined],
      ['no hotsheet sheet', () => hotsheetFile([hotsheetRow('X')], { sheetName: 'Sheet1' }), 400, IMPORT_ERRORS.sheetMissing, [{ field: 'file', message: IMPORT_ERRORS.sheetMissing, params: { sheet: HOTSHEET_SHEET_NAME } }]],
      ['wrong headers', () => hotsheetFile([hotsheetRow('X')], { headers: ['Name', 'Phone', 'Whatever'] }), 400, IMPORT_ERRORS.headers, expect.arrayContaining([
        { field: 'Phone', message: IMPORT_HEADER_PROBLEMS.unknown },
        { field: 'dealer_code', message: IMPORT_HEADER_PROBLEMS.missing },
        { field: 'tel', message: IMPORT_HEADER_PROBLEMS.missing },
      ])],
      ['a repeated header', () => hotsheetFile([], { headers: [...headers, 'Tel'] }), 400, IMPORT_ERRORS.headers, [{ field: 'tel', message: IMPORT_HEADER_PROBLEMS.repeated }]],
      ['headers only', () => hotsheetFile([]), 400, IMPORT_ERRORS.empty, undefined],
      ['an empty sheet', () => hotsheetFile([], { headers: [] }), 400, IMPORT_ERRORS.headers, undefined],
      ['a zip bomb (the directory declares 4 GB unpacked)', () => zipOf([...xlsxParts('<worksheet/>').slice(0, 2), { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(1000, 0x20), declaredSize: 0xfffffff0 }]), 400, IMPORT_ERRORS.zipLimits, undefined],
      ['a zip that unpacks to more than it declares', () => zipOf([...xlsxParts('<worksheet/>').slice(0, 2), { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(5_000_000, 0x20), declaredSize: 1000 }]), 400, IMPORT_ERRORS.zipLimits, undefined],
      ['too many entries', () => zipOf([...xlsxParts('<worksheet/>'), ...Array.from({ length: 600 }, (_, i) => ({ name: `xl/media/${i}.bin`, data: Buffer.from('x'), store: true }))]), 400, IMPORT_ERRORS.zipLimits, undefined],
      ['too many rows', () => hotsheetFile(Array.from({ length: 1501 }, () => hotsheetRow('X'))), 400, IMPORT_ERRORS.tooManyRows, [{ field: 'file', message: IMPORT_ERRORS.tooManyRows, params: { max: 1500 } }]],
      ['over 10 MB', () => Buffer.alloc(10 * 1024 * 1024 + 1, 0x50), 413, IMPORT_ERRORS.fileTooLarge, undefined],
    ];

    it.each(cases)('%s', async (_name, make, status, message, details) => {
      const countImports = async () => (await sut.db.query(`SELECT count(*)::int AS n FROM imports`))[0].n;
      const stored = async () => (await readdir(path.join(TEST_STORAGE_DIR, 'imports'))).length + (await readdir(path.join(TEST_STORAGE_DIR, 'incoming'))).length;
      const [importsBefore, filesBefore] = [await countImports(), await stored()];
      const res = await uploadHotsheet(sut, agent, await make());
      expect(res.status).toBe(status);
      expect(res.body.error.message).toBe(message);
      if (details) expect(res.body.error.details).toEqual(details);
      expect(await countImports()).toBe(importsBefore);
      expect(await stored()).toBe(filesBefore);
    });

    it('a file not named .xlsx, and a missing file', async () => {
      const named = await uploadHotsheet(sut, agent, await hotsheetFile([hotsheetRow(dealer.code)]), { name: 'hotsheet.xls' });
      expect(named.body.error.message).toBe(UPLOAD_ERRORS.excelType);
      const form = new FormData();
      form.append('type', 'showroom');
      const missing = await sut.call<any>('POST', '/imports/hotsheet', { token: agent, body: form });
      expect(missing.status).toBe(400);
      expect(missing.body.error.details).toEqual([{ field: 'file', message: 'errors.field.required' }]);
    });
  });

  it('loses and duplicates nothing when the creation pass dies half-way and its job runs again', async () => {
    const rows = Array.from({ length: 600 }, () => hotsheetRow(dealer.code));
    const previewed = await importFile(rows);
    const runner = worker.get(HotsheetImportRunner);
    let crashedAt = 0;
    runner.createPassOverrides = {
      batchSize: 50,
      afterRow: (handled) => {
        if (!crashedAt && handled === 275) {
          crashedAt = handled;
          throw new Error('simulated crash: the worker dies mid-batch');
        }
      },
    };
    try {
      await sut.call('POST', `/imports/hotsheet/${previewed._id}/confirm`, { token: agent });
      const completed = await settled(previewed._id, 'completed');
      expect(crashedAt).toBe(275);
      expect(completed.counts).toMatchObject({ valid: 600, created: 600, skipped: 0, failed: 0 });
    } finally {
      runner.createPassOverrides = {};
    }
    const [result] = await sut.db.query(
      `SELECT count(*)::int AS rows, count(DISTINCT r.ticket_id)::int AS tickets, count(*) FILTER (WHERE r.status = 'created')::int AS created,
         count(DISTINCT t.created_date)::int AS runs
       FROM import_rows r JOIN tickets t ON t.id = r.ticket_id WHERE r.import_id = $1`,
      [previewed._id],
    );
    // Both attempts created tickets (the first committed some batches before it died), each row exactly once.
    expect(result).toEqual({ rows: 600, tickets: 600, created: 600, runs: 2 });
    const keys = await sut.db.query(`SELECT count(*)::int AS n FROM tickets WHERE import_key IN (SELECT import_key FROM import_rows WHERE import_id = $1)`, [previewed._id]);
    expect(keys).toEqual([{ n: 600 }]);
  });

  it('shows an import to its uploader and csn only, and lets only the import roles upload', async () => {
    const previewed = await importFile([hotsheetRow(dealer.code)]);
    expect((await importOf(previewed._id, nissan)).status).toBe(404);
    expect((await importOf(previewed._id, csn)).status).toBe(200);
    expect((await sut.call<any>('POST', `/imports/hotsheet/${previewed._id}/confirm`, { token: nissan })).status).toBe(404);
    const mine = await sut.call<any>('GET', '/imports/hotsheet', { token: agent });
    expect(mine.body.success.result.map((i: any) => i._id)).toContain(previewed._id);
    expect((await sut.call<any>('GET', '/imports/hotsheet', { token: nissan })).body.success.result.map((i: any) => i._id)).not.toContain(previewed._id);
    const refused = await uploadHotsheet(sut, dealerStaff, await hotsheetFile([hotsheetRow(dealer.code)]));
    expect(refused.status).toBe(403);
    expect((await sut.call<any>('GET', '/imports/hotsheet/limits', { token: dealerStaff })).status).toBe(403);
  });

  it('answers the limits and a template whose example row imports cleanly', async () => {
    const limits = await sut.call<any>('GET', '/imports/hotsheet/limits', { token: agent });
    expect(limits.body.success.result).toEqual({
      max_bytes: 10 * 1024 * 1024,
      max_megabytes: 10,
      max_rows: 1500,
      max_zip_entries: 500,
      max_uncompressed_bytes: 256 * 1024 * 1024,
      extensions: ['.xlsx'],
      sheet_name: HOTSHEET_SHEET_NAME,
    });
    const template = await download(sut, '/imports/hotsheet/template?type=service', agent);
    expect(template.status).toBe(200);
    expect(template.headers.get('content-disposition')).toContain('filename="hotsheet_template_aftersales.xlsx"');
    const book = await readWorkbook(template.bytes);
    expect(book.worksheets.map((s) => s.name)).toEqual([HOTSHEET_SHEET_NAME, 'ตัวอย่าง (Example)', 'รหัสอ้างอิง (Codes)']);
    const serviceHeaders = hotsheetColumns('service').map(hotsheetHeader);
    expect(book.worksheets[0].getRow(1).values).toEqual([undefined, ...serviceHeaders]);
    const codes = book.worksheets[2].getColumn(1).values as unknown[];
    expect(codes).toContain(dealer.code);
    expect(codes).not.toContain(closedDealer.code);
    expect(book.worksheets[2].getColumn(7).values).toEqual(expect.arrayContaining(['S01', 'S10', 'S99']));

    // The example row, with a dealer of ours, checks clean on a service import.
    const example = book.worksheets[1].getRow(2).values as unknown[];
    const row: SheetRow = Object.fromEntries(hotsheetColumns('service').map((c, i) => [c.key, example[i + 1] as never]));
    const res = await uploadHotsheet(sut, agent, await hotsheetFile([{ ...row, dealer_code: dealer.code, crm_case_no: `CRM-${randomBytes(5).toString('hex')}` }], { type: 'service' }), { type: 'service' });
    const previewed = await settled(res.body.success.result._id, 'previewed');
    expect(previewed.counts).toMatchObject({ valid: 1, problems: 0 });
  });
});

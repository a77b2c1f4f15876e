import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { storedSession, waitForPath } from './support/app-paths';
import { launchBrowser } from './support/browser';
import { MessageDialogPage } from './support/pages/message-dialog.page';
import { openSignedInPage } from './support/signed-in-context';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A tel no demo ticket has, different each run, so no row is a duplicate of an earlier ticket. */
const freshTel = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

type CellValue = ExcelJS.CellValue;

/** The values of a sheet's row (1-based columns as in the sheet). */
function rowValues(sheet: ExcelJS.Worksheet, rowNumber: number): CellValue[] {
  const values = sheet.getRow(rowNumber).values;
  return Array.isArray(values) ? values.slice(1) : [];
}

/**
 * The hotsheet import (import roles): the template's headers and codes make a file of three good
 * rows and one bad, the dry run previews 3 valid and 1 problem, confirm creates 3, and the problem
 * rows download as a file.
 */
describe('hotsheet import', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  /** The template of the showroom type, through the api with the user's token, filled as a new file. */
  async function buildHotsheet(): Promise<Buffer> {
    const session = await storedSession(page);
    expect(session).not.toBeNull();
    const answer = await page.request.get('/api/imports/hotsheet/template?type=showroom', {
      headers: { Authorization: `${session?.token_type} ${session?.token}` },
    });
    expect(answer.status()).toBe(200);
    const template = new ExcelJS.Workbook();
    await template.xlsx.load((await answer.body()) as unknown as ArrayBuffer);

    const data = template.getWorksheet('Hotsheet');
    const example = template.worksheets.find((sheet) => sheet.name.includes('Example'));
    const codes = template.worksheets.find((sheet) => sheet.name.includes('Codes'));
    if (!data || !example || !codes) throw new Error('the template lacks a sheet');
    const headers = rowValues(data, 1);
    const exampleRow = rowValues(example, 2);
    const dealerCodes = [2, 3, 4].map((rowNumber) => String(codes.getRow(rowNumber).getCell(1).value ?? ''));
    expect(dealerCodes.every((code) => code !== '')).toBe(true);

    // Columns are found by their key's Thai header (the template writes "ไทย (English) *").
    const columnOf = (thai: string) => headers.findIndex((header) => String(header ?? '').startsWith(thai));
    const dealerColumn = columnOf('รหัสผู้แทนจำหน่าย');
    const telColumn = columnOf('เบอร์โทรศัพท์');
    const nameColumn = columnOf('ชื่อ-นามสกุลลูกค้า');
    const crmColumn = columnOf('เลขที่เคส CRM');
    expect([dealerColumn, telColumn, nameColumn, crmColumn].every((index) => index >= 0)).toBe(true);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Hotsheet');
    sheet.addRow(headers);
    const runId = Date.now().toString(36);
    let rowCount = 0;
    const row = (dealerCode: string, tel: string, name: string) => {
      const values = [...exampleRow];
      values[dealerColumn] = dealerCode;
      values[telColumn] = tel;
      values[nameColumn] = name;
      // The CRM case no. identifies a complaint: each row (and each run) has its own.
      values[crmColumn] = `E2E-${runId}-${++rowCount}`;
      return values;
    };
    dealerCodes.forEach((code, index) => sheet.addRow(row(code, freshTel(), `คุณนำเข้า ทดสอบ ${index + 1}`)));
    sheet.addRow(row(dealerCodes[0], 'not-a-tel', 'คุณนำเข้า แถวผิด'));
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  it('lets csn upload a hotsheet, check its preview, confirm it and download the problem rows', async () => {
    // Signed in already (no test here is about signing in): straight to the list.
    ({ context, page } = await openSignedInPage(browser, { staff: 'csn' }));
    const messages = new MessageDialogPage(page);

    await page.goto('/app/ticket/callcenter/showroom');
    await page.getByRole('link', { name: /นำเข้า Hotsheet/ }).click();
    await waitForPath(page, '/app/ticket/callcenter/showroom/hotsheet');
    await page.getByTestId('import-limits').filter({ hasText: /MB/ }).waitFor();

    const file = await buildHotsheet();
    await page.getByTestId('import-file').setInputFiles({ name: 'hotsheet-e2e.xlsx', mimeType: XLSX_TYPE, buffer: file });
    await page.getByRole('button', { name: /อัปโหลดและตรวจสอบ/ }).click();
    expect(await messages.confirmSuccess()).toContain('รับไฟล์แล้ว');
    await page.waitForURL((url) => /^[0-9a-f-]{36}$/.test(url.searchParams.get('import') ?? ''));

    const counts = page.getByTestId('import-counts');
    await counts.filter({ hasText: 'ถูกต้อง 3 แถว' }).waitFor({ timeout: 60_000 });
    expect(await counts.textContent()).toContain('มีปัญหา 1 แถว');
    const problems = page.getByRole('table', { name: /แถวที่มีปัญหา/ });
    await problems.getByText('เบอร์โทรศัพท์ไม่ถูกต้อง', { exact: false }).waitFor();
    expect(await problems.getByRole('cell').first().textContent()).toBe('5');

    await page.getByRole('button', { name: /ยืนยันการนำเข้า 3 แถว/ }).click();
    expect(await messages.confirmSuccess()).toContain('ยืนยันการนำเข้าแล้ว');
    const result = page.getByTestId('import-result');
    await result.waitFor({ timeout: 60_000 });
    expect(await result.textContent()).toContain('Created 3');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /ดาวน์โหลดแถวที่มีปัญหา/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  });

  it('downloads the call-centre showroom list as Excel with the list filters', async () => {
    ({ context, page } = await openSignedInPage(browser, { staff: 'csn' }));
    const messages = new MessageDialogPage(page);

    await page.goto('/app/ticket/callcenter/showroom');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /ดาวน์โหลด Excel/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    // A passing notice says so; no dialog to click away (issue 16).
    await page.getByRole('status').filter({ hasText: 'ดาวน์โหลดไฟล์' }).waitFor();
    expect(await messages.success().count()).toBe(0);
  });
});

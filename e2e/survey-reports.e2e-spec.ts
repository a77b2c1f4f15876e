import { Client } from 'pg';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { DEMO_DEALERS } from './support/demo-accounts';
import { SurveyReportsPage } from './support/pages/survey-reports.page';
import { type DemoUser, openSignedInPage } from './support/signed-in-context';

const DATA_AS_OF = /^ข้อมูล ณ \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(Data as of \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)/;
const DATE_ORDER = 'วันที่สิ้นสุดต้องไม่อยู่ก่อนวันที่เริ่มต้น (The end date must not be before the start date)';

/**
 * Survey figures come from the survey service through the worker's sync: the e2e product runs the
 * development stand-in (12 dealers, 4 months; global setup). Wait until both types' cases and
 * answers have been synced once and the survey projections have taken in the whole survey log.
 */
async function waitForSurveySync(timeoutMs = 120_000): Promise<void> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set: run through jest.e2e.config.cjs');
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await db.query<{ synced: number; pending: number }>(
        `SELECT (SELECT count(*)::int FROM survey_sync WHERE last_success_at IS NOT NULL) AS synced,
                (SELECT count(*)::int FROM survey_events e, reporting.projection_checkpoints c
                  WHERE c.projection = 'surveys' AND (e.tx_id, e.position) > (c.last_tx, c.last_position)) AS pending`,
      );
      if (rows[0].synced === 4 && rows[0].pending === 0) return;
      if (Date.now() > end) throw new Error(`the survey sync did not finish in ${timeoutMs} ms: ${JSON.stringify(rows[0])}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await db.end();
  }
}

const isCall = (pathname: string, params: Record<string, string> = {}) => (response: Response) => {
  const url = new URL(response.url());
  return url.pathname === pathname && Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value);
};

describe('survey reports: response rates and scores', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    await waitForSurveySync();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  /** A page signed in as the user (no test here is about signing in): each test opens its report at once. */
  async function open(user: DemoUser): Promise<void> {
    ({ context, page } = await openSignedInPage(browser, user));
    consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
  }

  const openAsCsn = () => open({ staff: 'csn' });

  it('shows csn the response rates per region with totals, drills down to areas and back', async () => {
    await openAsCsn();
    const report = new SurveyReportsPage(page);
    const byRegion = page.waitForResponse(isCall('/api/tickets/report/responserate', { type: 'showroom', group_by: 'region' }));
    await page.goto('/app/ticket/survey/report/responserate/showroom');
    const answer = await byRegion;
    expect(answer.status()).toBe(200);
    const total = ((await answer.json()) as { success: { total: { sent: number; rate: number; pending: number; outcome_rate: number } } }).success.total;
    expect(total.sent).toBeGreaterThan(0);

    const table = report.responseRateTable();
    await table.locator('tfoot').getByText('รวม (Total)').waitFor();
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
    // Pending cases have a column of their own; the rate over cases sent and over cases with an outcome, the api's (one decimal).
    const headers = await table.locator('thead th').allTextContents();
    expect(headers.slice(-3)).toEqual(['รอผล (Pending)', 'อัตราการตอบกลับ จากที่ส่ง (Response rate, of sent)', 'อัตราการตอบกลับ จากที่มีผลแล้ว (of cases with an outcome)']);
    const footer = await table.locator('tfoot td').allTextContents();
    expect(footer.slice(-3)).toEqual([total.pending.toLocaleString('th-TH'), `${total.rate.toFixed(1)}%`, `${total.outcome_rate.toFixed(1)}%`]);
    // The month basis is written on the page.
    expect(await page.getByTestId('survey-basis').textContent()).toMatch(/^นับเคสตามวันที่ได้รับจากบริษัท/);
    expect(await page.getByTestId('data-as-of').textContent()).toMatch(DATA_AS_OF);
    await page.getByTestId('survey-sync').waitFor();

    const region = report.openButtons(table, /REGION \d/).first();
    const regionName = /REGION (\d)/.exec((await region.getAttribute('aria-label')) ?? '');
    const byArea = page.waitForResponse(isCall('/api/tickets/report/responserate', { group_by: 'area', region: `Region${regionName?.[1]}` }));
    await region.click();
    expect((await byArea).status()).toBe(200);
    await table.getByRole('rowheader', { name: /R\d-\d/ }).first().waitFor();
    expect(new URL(page.url()).searchParams.get('region')).toBe(`Region${regionName?.[1]}`);

    await report.breadcrumbs().getByRole('button', { name: /ทั้งหมด/ }).click();
    await table.getByRole('rowheader', { name: /REGION \d/ }).first().waitFor();
    expect(new URL(page.url()).searchParams.get('region')).toBeNull();
    expect(consoleErrors).toEqual([]);
  });

  it('refuses an end date before the start in Thai without asking the api, and downloads the spreadsheet', async () => {
    await openAsCsn();
    const report = new SurveyReportsPage(page);
    await page.goto('/app/ticket/survey/report/responserate/service');
    await report.responseRateTable().waitFor();

    let asked = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).searchParams.get('to') === '2026-03-01') asked += 1;
    });
    await report.dateField(/ตั้งแต่วันที่/).fill('2026-03-10');
    await report.dateField(/ถึงวันที่/).fill('2026-03-01');
    await report.showButton().click();
    await report.form().getByText(DATE_ORDER).waitFor();
    expect(asked).toBe(0);

    const [download, excelCall] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForRequest((request) => new URL(request.url()).pathname === '/api/tickets/report/excel/responserate'),
      report.excelButton().click(),
    ]);
    const { from, to } = Object.fromEntries(new URL(excelCall.url()).searchParams);
    expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // SPEC.md §9 names with {type}; the file-name rule (libs/domain export-file-names.ts) writes service as aftersales.
    expect(download.suggestedFilename()).toBe(`responserate_aftersales_${from}_to_${to}.xlsx`);
    expect(consoleErrors).toEqual([]);
  });

  it('shows a dealer its scores against its area, and the survey card on the dashboard', async () => {
    await open({ dealer: DEMO_DEALERS.showroom });
    await page.goto('/app/main');
    await page.getByTestId('survey-summary-showroom').getByText(/^[+−-]?\d+(\.\d)?$/).first().waitFor();

    const report = new SurveyReportsPage(page);
    const scores = page.waitForResponse(isCall('/api/reports/survey-scores', { type: 'showroom', period: '3months' }));
    await page.goto('/app/ticket/survey/report/scores?period=3months');
    expect((await scores).status()).toBe(200);
    await report.tiles().getByText(/^[+−-]?\d+(\.\d)?$/).first().waitFor();
    await page.getByRole('heading', { name: /สาขาของท่านเทียบกับ/ }).waitFor();
    await report.scoresTable().locator('tfoot').getByText('รวม (Total)').waitFor();
    expect(await report.scoresTable().locator('tbody tr').count()).toBe(1);
    expect(await page.getByTestId('survey-basis').textContent()).toMatch(/^นับคะแนนตามเดือนที่ลูกค้าตอบ/);
    expect(consoleErrors).toEqual([]);
  });

  it('shows the scores page\'s recovery over the Bottom6 responses that raised a ticket, the not eligible apart', async () => {
    await openAsCsn();
    const report = new SurveyReportsPage(page);
    const scores = page.waitForResponse(isCall('/api/reports/survey-scores', { period: '6months' }));
    await page.goto('/app/ticket/survey/report/scores?period=6months');
    const answer = await scores;
    expect(answer.status()).toBe(200);
    const recovery = ((await answer.json()) as { success: { total: { recovery: { eligible: number; recovered: number; not_eligible: number; rate: number | null } } } }).success.total.recovery;
    // The demo's survey tickets were raised when their low scores arrived: most Bottom6 responses are eligible.
    expect(recovery.eligible).toBeGreaterThan(0);
    const table = report.scoresTable();
    await table.locator('tfoot').getByText('รวม (Total)').waitFor();
    expect((await table.locator('thead th').allTextContents()).slice(-2)).toEqual(['อัตราการแก้ไขสำเร็จ (Recovery rate)', 'Bottom6 ที่ไม่ได้เปิดเรื่อง (ไม่เข้าเกณฑ์) (Not eligible)']);
    const footer = await table.locator('tfoot td').allTextContents();
    expect(footer.slice(-2)).toEqual([recovery.rate === null ? '–' : `${recovery.rate.toFixed(1)}%`, recovery.not_eligible.toLocaleString('th-TH')]);
    await report.tiles().getByText(`แก้ไขสำเร็จ ${recovery.recovered.toLocaleString('th-TH')} จาก ${recovery.eligible.toLocaleString('th-TH')} เคส Bottom6`, { exact: false }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('says how many items are held from the survey service and lets csn list them', async () => {
    const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db.connect();
    // An item the sync could not read, as the sync holds it (the e2e stand-in serves none on demand).
    await db.query(
      `INSERT INTO survey_held_items (stream, survey_id, dealer_code, reason, item, detail) VALUES ('responserate:service', 'E2E-HELD-1', 'D0001', 'unreadable', '{}'::jsonb, 'answer.data.items[3].outcome must be one of pending, responded_successfully, responded_unsuccessfully, not_responded')`,
    );
    try {
      await openAsCsn();
      const held = page.waitForResponse(isCall('/api/tickets/report/responserate', { type: 'service' }));
      await page.goto('/app/ticket/survey/report/responserate/service');
      const count = ((await (await held).json()) as { success: { survey_sync: { held_items: number } } }).success.survey_sync.held_items;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(await page.getByTestId('survey-held').textContent()).toBe(`พักไว้จากระบบแบบสำรวจ ${count} รายการ (ยังไม่นับในตัวเลขจนกว่าจะจัดเข้าได้) (${count} items held from the survey service)`);
      await page.getByRole('button', { name: /ดูรายการที่พักไว้/ }).click();
      const dialog = page.getByRole('dialog', { name: /รายการที่พักไว้จากระบบแบบสำรวจ/ });
      const row = dialog.getByRole('row', { name: /E2E-HELD-1/ });
      await row.waitFor();
      expect(await row.textContent()).toContain('outcome must be one of');
      expect(consoleErrors).toEqual([]);
    } finally {
      await db.query(`DELETE FROM survey_held_items WHERE survey_id = 'E2E-HELD-1'`);
      await db.end();
    }
  });
});

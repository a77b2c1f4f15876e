import type { Browser, BrowserContext, Page } from 'playwright-core';
import { currentPath, waitForPath } from './support/app-paths';
import { launchBrowser } from './support/browser';
import { isReportCall } from './support/pages/kpi-dashboard.page';
import { KpiReportsPage } from './support/pages/kpi-reports.page';
import { openSignedInPage } from './support/signed-in-context';

/** How many pages a PDF has (its page objects). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

/**
 * Issue 13, the KPI projection's pages: the sales VOC KPI (per branch and per entity, QVOC_KPI),
 * the management KPI summary (printable on one page), the case-closed report (with its download)
 * who held the time on the ticket-KPI page, and the hot alerts' list and report; all reached from
 * the side menu by csn.
 */
describe('KPI reports from the projection', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let sut: KpiReportsPage;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    // Signed in as csn already (no test here is about signing in).
    ({ context, page } = await openSignedInPage(browser, { staff: 'csn' }));
    sut = new KpiReportsPage(page);
  });
  afterEach(async () => {
    await context?.close();
  });

  /** Where a user starts from the side menu: the dashboard, as after a sign-in. */
  const openDashboard = () => page.goto('/app/main');

  it('sales VOC KPI: survey showroom tickets per branch, then per entity kept in the address, and QVOC_KPI', async () => {
    await openDashboard();
    const perBranch = page.waitForResponse(isReportCall('/api/tickets/report/kpi', { mode: 'qvoc', type: 'showroom', group_by: 'dealer' }));
    await sut.menuLink(/Sales VOC KPI/).click();
    await waitForPath(page, '/app/report/salevockpi');
    expect((await perBranch).status()).toBe(200);
    await sut.heading(/Sales VOC KPI/).waitFor();
    await sut.table(/ตาราง KPI เคสร้องเรียน|Ticket KPI table/).locator('tfoot tr').waitFor();
    // The page is about survey tickets: no mode to choose.
    expect(await sut.form().getByRole('combobox', { name: /^(โหมด|Mode)/ }).count()).toBe(0);
    await page.getByRole('figure', { name: /KPI2a/ }).waitFor();

    const perEntity = page.waitForResponse(isReportCall('/api/tickets/report/kpi', { mode: 'qvoc', group_by: 'entity' }));
    await sut.groupingButton(/นิติบุคคล|Entity/).click();
    expect((await perEntity).status()).toBe(200);
    expect(new URL(page.url()).searchParams.get('group_by')).toBe('entity');
    await page.reload();
    await sut.table(/ตาราง KPI เคสร้องเรียน|Ticket KPI table/).locator('tfoot tr').waitFor();
    expect(await sut.groupingButton(/นิติบุคคล|Entity/).getAttribute('aria-pressed')).toBe('true');

    const [download] = await Promise.all([page.waitForEvent('download'), sut.excelButton().click()]);
    expect(download.suggestedFilename()).toMatch(/^QVOC_KPI_\d{6}\.xlsx$/);
  });

  it('ticket KPI: shows who held KPI4 time, the dealer and head office apart', async () => {
    await page.goto('/app/report/ticketkpi');
    const table = sut.table(/ตาราง KPI เคสร้องเรียน|Ticket KPI table/);
    await table.locator('tfoot tr').waitFor();
    await table.getByRole('columnheader', { name: /วันถึงเสนออนุมัติ|Days to proposal/ }).waitFor();
    await table.getByRole('columnheader', { name: /วันรออนุมัติ|Approval wait/ }).waitFor();
    // The dealer's own KPI4a (issue 31) beside KPI4a.
    await table.getByRole('columnheader', { name: /KPI4a ผจ\.|KPI4a dealer/ }).waitFor();
  });

  it('KPI summary: every KPI per region and 12 months of trend, printed on one landscape page without the menu', async () => {
    await openDashboard();
    const answered = page.waitForResponse(isReportCall('/api/reports/kpi-summary'));
    await sut.menuLink(/KPI summary|สรุป KPI/).click();
    await waitForPath(page, '/app/report/kpisummary');
    expect((await answered).status()).toBe(200);
    await sut.table(/KPI ทุกตัวรายภาค|Every KPI by region/).locator('tfoot tr').waitFor();
    await sut.table(/KPI รายเดือน 12 เดือนล่าสุด|KPIs month by month/).locator('tbody tr').nth(11).waitFor();
    await page.getByRole('img', { name: /แนวโน้ม KPI|KPI trend/ }).waitFor();
    expect(currentPath(page)).toBe('/app/report/kpisummary');
    expect(new URL(page.url()).search).toBe('');

    await page.emulateMedia({ media: 'print' });
    expect(await sut.form().isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: /เมนูหลัก|Navigation/ }).isVisible()).toBe(false);
    expect(await sut.table(/KPI ทุกตัวรายภาค|Every KPI by region/).isVisible()).toBe(true);
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pdfPages(pdf)).toBe(1);
  });

  it('case closed: the month\'s completed tickets with days to close and who held them, and the case-closed download', async () => {
    await openDashboard();
    const answered = page.waitForResponse(isReportCall('/api/reports/case-closed'));
    await sut.menuLink(/Case closed|รายงานปิดเคส/).click();
    await waitForPath(page, '/app/report/caseclosed');
    expect((await answered).status()).toBe(200);
    const table = sut.table(/เคสที่ปิดในเดือน|Tickets completed in the month/);
    await table.waitFor();
    await table.getByRole('columnheader', { name: /วันรออนุมัติ|Approval wait/ }).waitFor();
    await page.getByRole('list', { name: /สรุปเคสที่ปิดในเดือน|completed tickets/ }).waitFor();
    const month = new URL(page.url()).searchParams;
    expect(month.get('month')).toBeNull(); // the default month is not written into the address

    const [download] = await Promise.all([page.waitForEvent('download'), sut.excelButton().click()]);
    expect(download.suggestedFilename()).toMatch(/^tickets_caseclosed_.*\.xlsx$/);
  });

  it('hot alerts: their own list from the menu (hotsheet and import together), a ticket opened under it, and the per-dealer report', async () => {
    await openDashboard();
    const listed = page.waitForResponse(isReportCall('/api/tickets', { source: 'hot_alert', type: 'showroom' }));
    await sut.menuLink(/Showroom hot alerts/).click();
    await waitForPath(page, '/app/ticket/hotsheet/showroom');
    const answer = await listed;
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { success: { total: number; result: Array<{ source: string; case_no: string }> } };
    expect(body.success.total).toBeGreaterThan(0);
    expect(body.success.result.every((ticket) => ticket.source === 'hotsheet' || ticket.source === 'hotsheet_import')).toBe(true);
    await page.getByRole('table').getByRole('link', { name: body.success.result[0].case_no, exact: true }).click();
    await page.waitForURL(/\/app\/ticket\/hotsheet\/showroom\/[0-9a-f-]{36}$/);
    await page.getByText(body.success.result[0].case_no).first().waitFor();

    const report = page.waitForResponse(isReportCall('/api/reports/hotsheet', { type: 'showroom' }));
    await sut.menuLink(/Hotsheet: showroom/).click();
    await waitForPath(page, '/app/report/hotsheet/showroom');
    expect((await report).status()).toBe(200);
    // The default month may hold no showroom hot alert of the small e2e network (about two a month
    // are drawn): the financial year so far always holds some, and the table totals them.
    const yearToDate = page.waitForResponse(isReportCall('/api/reports/hotsheet', { type: 'showroom', period: 'ytd' }));
    await page.goto('/app/report/hotsheet/showroom?period=ytd');
    expect((await yearToDate).status()).toBe(200);
    const table = sut.table(/Hot alert รายผู้แทนจำหน่าย|Hot alerts by dealer/);
    await table.locator('tfoot tr').waitFor();
    await table.getByRole('columnheader', { name: /KPI2a/ }).waitFor();
    await page.getByRole('figure').or(page.getByRole('img')).first().waitFor();
  });
});

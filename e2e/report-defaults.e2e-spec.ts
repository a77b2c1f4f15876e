import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { isReportCall } from './support/pages/kpi-dashboard.page';
import { TicketKpiReportPage } from './support/pages/ticket-kpi-report.page';
import { openSignedInPage } from './support/signed-in-context';

/** The month before this one in Bangkok: the latest complete month. */
function latestCompleteMonth(): { year: number; month: number } {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit' }).formatToParts(new Date()).map((p) => [p.type, p.value]));
  const index = Number(parts.year) * 12 + Number(parts.month) - 1 - 1;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Issue 16 "Reports start useful": the ticket KPI report opens on a month, and downloads its spreadsheet. */
describe('the ticket KPI report starts useful', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    // Signed in as csn already (no test here is about signing in): each test opens the report at once.
    ({ context, page } = await openSignedInPage(browser, { staff: 'csn' }));
  });
  afterEach(async () => {
    await context?.close();
  });

  it('opens on the latest complete month and shows it without a click', async () => {
    const { year, month } = latestCompleteMonth();
    const answered = page.waitForResponse(isReportCall('/api/tickets/report/kpi', { year: String(year), month: String(month) }));
    const report = new TicketKpiReportPage(page);
    await report.open();
    expect((await answered).status()).toBe(200);
    await report.totalRow().getByText(/รวม \(Total\)/).waitFor();
    expect(await report.form().getByRole('combobox', { name: /เดือน|Month/ }).textContent()).toContain(String(month).padStart(2, '0'));
  });

  it('downloads TICKET_KPI as Excel and says so without a dialog to click away', async () => {
    const report = new TicketKpiReportPage(page);
    await report.open();
    await report.totalRow().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), report.excelButton().click()]);
    expect(download.suggestedFilename()).toMatch(/^TICKET_KPI_\d{6}\.xlsx$/);
    await report.downloadedNotice().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The page stays usable while the notice shows.
    await report.groupingButton(/เดือน \(Month\)/).click();
    await report.table().getByRole('rowheader').first().waitFor();
  });
});

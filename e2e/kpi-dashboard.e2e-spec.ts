import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { AppShellPage } from './support/pages/app-shell.page';
import { KpiDashboardPage, isReportCall } from './support/pages/kpi-dashboard.page';
import { waitForPageCondition } from './support/page-condition';
import { TicketKpiReportPage } from './support/pages/ticket-kpi-report.page';
import { demoAuthorization, openSignedInPage } from './support/signed-in-context';

const REQUIRED = 'กรุณากรอกข้อมูล (Please fill in the data)';
const DATA_AS_OF = /^ข้อมูล ณ \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(Data as of \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)/;

/** Two months back in Bangkok: well inside the demo data's 18 months, and complete. */
function twoMonthsAgo(): { year: number; month: number } {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit' }).formatToParts(new Date()).map((p) => [p.type, p.value]));
  const index = Number(parts.year) * 12 + Number(parts.month) - 1 - 2;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The KPI dashboard on /app/main and the ticket KPI report (SPEC.md §2 report filter screens,
 * §5 month and year required, §9 KPIs), against the demo data the worker has projected.
 */
describe('KPI dashboard and ticket KPI report', () => {
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

  /**
   * A page signed in as csn already (no test here is about signing in), once the projections have
   * taken in the demo data; the test then opens the page it reads.
   */
  async function openAsCsn(): Promise<void> {
    ({ context, page } = await openSignedInPage(browser, { staff: 'csn' }));
    const headers = await demoAuthorization({ staff: 'csn' });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const answer = await page.request.get('/api/reports/freshness', { headers });
      if ((await answer.json()).success.result.caught_up) break;
      if (Date.now() > deadline) throw new Error('the projections did not catch up with the demo data within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  it('shows csn the key figures and how fresh they are under the welcome banner', async () => {
    await openAsCsn();
    await page.goto('/app/main');
    const dashboard = new KpiDashboardPage(page);
    await new AppShellPage(page).welcomeBanner().waitFor();
    await dashboard.section().waitFor();

    expect(await dashboard.tiles().count()).toBe(5);
    for (const name of [/เคสที่ยังเปิดอยู่/, /เกินกำหนดแล้ว/, /ใกล้ครบกำหนด/, /KPI2a/, /KPI4a/]) await dashboard.tile(name).waitFor();
    // Each tile shows a number (or a rate), once the answers are in.
    await waitForPageCondition(page, `[...document.querySelectorAll('[aria-label="ตัวชี้วัดหลัก (Key figures)"] li p')].filter((p) => /^[\\d,.]+%?$|^–$/.test(p.textContent.trim())).length === 5`);
    expect(await dashboard.dataAsOf().textContent()).toMatch(DATA_AS_OF);
  });

  it('drills the KPI attainment chart down from region to area to dealer', async () => {
    await openAsCsn();
    await page.goto('/app/main');
    const dashboard = new KpiDashboardPage(page);
    await dashboard.section().waitFor();
    // Six months: every region has tickets whatever day of the month the test runs on.
    await dashboard.choose(/ช่วงเวลา|Period/, /สะสม 6 เดือน/, { period: '6months', group_by: 'region' });
    await dashboard.attainmentHeading().filter({ hasText: 'รายภาค' }).waitFor();

    const region = dashboard.drillButtons(/REGION \d/).first();
    const regionName = /REGION \d/.exec((await region.getAttribute('aria-label')) ?? '')?.[0];
    const byArea = page.waitForResponse(isReportCall('/api/tickets/report/kpi', { group_by: 'area', region: `Region${regionName?.slice(-1)}` }));
    await region.click();
    await byArea;
    await dashboard.attainmentHeading().filter({ hasText: 'รายเขต' }).waitFor();
    await dashboard.breadcrumbs().getByText(regionName ?? '').waitFor();
    expect(new URL(page.url()).searchParams.get('region')).toBe(`Region${regionName?.slice(-1)}`);

    const area = dashboard.drillButtons(/R\d-\d/).first();
    const areaCode = /R\d-\d/.exec((await area.getAttribute('aria-label')) ?? '')?.[0] ?? '';
    const byDealer = page.waitForResponse(isReportCall('/api/tickets/report/kpi', { group_by: 'dealer', area_code: areaCode }));
    await area.click();
    await byDealer;
    await dashboard.attainmentHeading().filter({ hasText: 'รายผู้แทนจำหน่าย' }).waitFor();

    // Back up through the breadcrumb: every region again (the answer by region is still at hand).
    await dashboard.breadcrumbs().getByRole('button', { name: /ทั้งหมด/ }).click();
    await dashboard.attainmentHeading().filter({ hasText: 'รายภาค' }).waitFor();
    await dashboard.drillButtons(/REGION \d/).first().waitFor();
    expect(new URL(page.url()).searchParams.get('region')).toBeNull();
    expect(new URL(page.url()).searchParams.get('area_code')).toBeNull();
  });

  it('says how fresh the counts are on a status report page, which reads the projections too', async () => {
    await openAsCsn();
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/tickets/report/status' && response.status() === 200);
    await page.goto('/app/ticket/survey/report/status/showroom');
    await answered;
    await page.getByTestId('data-as-of').filter({ hasText: /^ข้อมูล ณ/ }).waitFor();
    expect(await page.getByTestId('data-as-of').textContent()).toMatch(DATA_AS_OF);
    // Dealers down, statuses across: the demo data has survey showroom tickets at several dealers.
    await page.getByRole('table').getByRole('row').nth(2).waitFor();
  });

  it('shows a chosen month of the ticket KPI report with totals, and regroups it by month', async () => {
    await openAsCsn();
    const report = new TicketKpiReportPage(page);
    await report.open();

    const { year, month } = twoMonthsAgo();
    const mm = String(month).padStart(2, '0');
    await report.choose(/ปี|Year/, new RegExp(`^${year}$`));
    await report.choose(/เดือน|Month/, new RegExp(`^${mm} ·`));
    expect(await report.form().getByText(REQUIRED).count()).toBe(0);
    const answered = page.waitForResponse(isReportCall('/api/tickets/report/kpi', { year: String(year), month: String(month), group_by: 'region' }));
    await report.showButton().click();
    expect((await answered).status()).toBe(200);

    await report.totalRow().getByText(/รวม \(Total\)/).waitFor();
    expect(await report.bodyRows().count()).toBeGreaterThan(0);
    expect(await report.bodyRows().first().getByRole('rowheader').textContent()).toMatch(/^REGION \d$/);
    expect(await page.getByTestId('data-as-of').textContent()).toMatch(DATA_AS_OF);
    expect(new URL(page.url()).searchParams.get('month')).toBe(mm);

    const byMonth = page.waitForResponse(isReportCall('/api/tickets/report/kpi', { group_by: 'month' }));
    await report.groupingButton(/เดือน \(Month\)/).click();
    await byMonth;
    await report.table().getByRole('rowheader', { name: new RegExp(String(year)) }).first().waitFor();
  });
});

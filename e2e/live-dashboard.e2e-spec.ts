import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitForPath } from './support/app-paths';
import { launchBrowser } from './support/browser';
import { AppShellPage } from './support/pages/app-shell.page';
import { KpiDashboardPage, isReportCall } from './support/pages/kpi-dashboard.page';
import { demoAuthorization, openSignedInPage } from './support/signed-in-context';

const NO_DATA = 'ไม่พบข้อมูล (No data found)';

/** Issue 16 "An open dashboard stays current": it follows the projections, keeps its filters, never flashes "no data". */
describe('an open KPI dashboard stays current', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let headers: Record<string, string>;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    // Signed in as csn already (no test here is about signing in), on the dashboard.
    ({ context, page } = await openSignedInPage(browser, { staff: 'csn' }));
    await page.goto('/app/main');
    headers = await demoAuthorization({ staff: 'csn' });
  });
  afterEach(async () => {
    await context?.close();
  });

  it('shows a new ticket\'s figures without ↻ being clicked', async () => {
    // The projections first take in the demo data, so the figures before are settled.
    const deadline = Date.now() + 60_000;
    while (!(await (await page.request.get('/api/reports/freshness', { headers })).json()).success.result.caught_up) {
      if (Date.now() > deadline) throw new Error('the projections did not catch up with the demo data within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // The page first opened has shown its figures: its own report answers do not pass for the reloaded page's.
    await new KpiDashboardPage(page).section().waitFor();
    const first = page.waitForResponse(isReportCall('/api/tickets/report/kpi'));
    await page.reload();
    const before = (await (await first).json()).success.total.tickets as number;

    const dealers = await page.request.get('/api/dealers?dealer_code=D0001', { headers });
    const dealer = (await dealers.json()).success.result[0]._id as string;
    // Watch for the dashboard asking again on its own, with the new ticket counted.
    const followed = page.waitForResponse(
      async (res) => isReportCall('/api/tickets/report/kpi')(res) && (await res.json()).success.total.tickets > before,
      { timeout: 80_000 },
    );
    const created = await page.request.post('/api/tickets', {
      headers,
      data: { type: 'showroom', source: 'callcenter', dealer, name: 'คุณทดสอบ แดชบอร์ด', tel: `06${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, complaint_categories: { A01: true }, complaint_description: 'ทดสอบการอัปเดตอัตโนมัติ', confirm_duplicate: true },
    });
    expect(created.status()).toBe(201);
    await followed;
  }, 120_000);

  it('keeps its filters when the user comes back through the menu', async () => {
    const dashboard = new KpiDashboardPage(page);
    await dashboard.section().waitFor();
    await dashboard.choose(/ช่วงเวลา|Period/, /สะสม 6 เดือน/, { period: '6months' });
    const nav = new AppShellPage(page).navigation();
    await nav.getByRole('link', { name: /คู่มือการใช้งาน|Manuals/ }).click();
    await waitForPath(page, '/app/main/manuals');
    await nav.getByRole('link', { name: /^แดชบอร์ด \(Dashboard\)$/ }).click();
    await page.waitForURL((url) => url.pathname === '/app/main' && url.searchParams.get('period') === '6months');
    await dashboard.filters().getByRole('combobox', { name: /ช่วงเวลา|Period/ }).filter({ hasText: /สะสม 6 เดือน/ }).waitFor();
  });

  it('shows skeletons, never "no data found", while the figures load', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/tickets/report/kpi?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const dashboard = new KpiDashboardPage(page);
    await dashboard.section().waitFor();
    await page.getByTestId('chart-skeleton').first().waitFor();
    expect(await dashboard.section().getByText(NO_DATA).count()).toBe(0);
    release();
    await page.getByRole('figure').first().waitFor();
  });
});

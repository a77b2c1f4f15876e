import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { openSettled, walkToMenuRoute } from './support/menu-routes';
import { waitForPageCondition } from './support/page-condition';
import { openSignedInPage } from './support/signed-in-context';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

interface TickCheck {
  /** Tick labels drawn on the charts' category (x) axes. */
  labels: number;
  /** Pairs of labels of one axis whose boxes intersect. */
  overlaps: string[];
}

/**
 * The boxes of every x-axis tick label (getBoundingClientRect; recharts draws them in a layer of
 * their own) of the charts `charts` selects, and which two of one chart intersect.
 */
function measureTicks(page: Page, charts = 'main .recharts-wrapper'): Promise<TickCheck> {
  return page.evaluate<TickCheck>(`(() => {
    const result = { labels: 0, overlaps: [] };
    for (const chart of document.querySelectorAll(${JSON.stringify(charts)})) {
      const boxes = [...chart.querySelectorAll('.recharts-xAxis-tick-labels text')]
        .map((text) => ({ text: text.textContent, box: text.getBoundingClientRect() }))
        .filter((tick) => tick.box.width > 0 && tick.box.height > 0);
      result.labels += boxes.length;
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i].box;
          const b = boxes[j].box;
          if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) {
            result.overlaps.push(boxes[i].text + ' × ' + boxes[j].text);
          }
        }
      }
    }
    return result;
  })()`);
}

/** Issue 32: reports read on a phone (figures first, filters in a drawer) and charts whose labels never overlap. */
describe('report reading on a phone and a laptop', () => {
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

  it('shows the figures first on a 390 px phone, the filters in a drawer that applies them, the applied ones as whole chips', async () => {
    // Signed in already (no test here is about signing in): straight to the report.
    ({ context, page } = await openSignedInPage(browser, { staff: 'csn' }, PHONE));
    await openSettled(page, '/app/report/ticketkpi');
    const table = page.getByRole('main').getByRole('table').first();
    await table.waitFor();

    // No filter form above the figures: a "Filters" button and the applied filters as chips.
    expect(await page.getByRole('search').count()).toBe(0);
    const filtersButton = page.getByRole('button', { name: 'ตัวกรอง (Filters)' });
    const chips = page.getByRole('list', { name: 'ตัวกรองที่ใช้อยู่' });
    await chips.getByText(/^เดือน \(Month\): /).waitFor();
    const buttonBox = await filtersButton.boundingBox();
    const tableBox = await table.boundingBox();
    expect(buttonBox).not.toBeNull();
    expect(tableBox).not.toBeNull();
    expect(tableBox!.y).toBeGreaterThan(buttonBox!.y);
    // The figures start on the first screen.
    expect(tableBox!.y).toBeLessThan(PHONE.height);

    // The drawer: the whole filter form, accessible as it stands.
    await filtersButton.click();
    const drawer = page.getByRole('dialog', { name: 'ตัวกรองรายงาน' });
    await drawer.getByRole('search').waitFor();
    // Slid in completely (axe reads colours as they stand).
    await waitForPageCondition(page, "[...document.querySelectorAll('.MuiDrawer-paper[role=dialog]')].some((paper) => getComputedStyle(paper).transform === 'none')");
    expect(describeViolations('ticket KPI: filter drawer open', await axeViolations(page))).toEqual([]);

    // A dealer whose whole name is long: chosen in the drawer, applied, then its chip shows it whole.
    await drawer.getByRole('combobox', { name: /ผู้แทนจำหน่าย \(Dealer\)/ }).fill('D0001');
    const option = page.getByRole('option', { name: /^D0001 ·/ });
    await option.waitFor();
    const optionText = (await option.locator('span').first().evaluate((span) => span.firstChild?.textContent ?? '')).trim();
    expect(optionText).toMatch(/^D0001 · .+ · .+/);
    await option.click();
    await drawer.getByRole('button', { name: 'ใช้ตัวกรอง (Apply)' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.searchParams.has('dealer_id'));
    const dealerChip = chips.getByText(`ผู้แทนจำหน่าย (Dealer): ${optionText}`, { exact: true });
    await dealerChip.waitFor();
    // Whole: the chip's text is not cut (it wraps instead).
    expect(await dealerChip.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    expect(await page.getByRole('search').count()).toBe(0);

    // A region chosen and applied the same way: the address, the chip and the figures follow.
    await filtersButton.click();
    await drawer.getByRole('combobox', { name: /ภาค \(Region\)/ }).click();
    await page.getByRole('option', { name: 'REGION 2' }).click();
    await drawer.getByRole('button', { name: 'ใช้ตัวกรอง (Apply)' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.searchParams.get('region') === 'Region2');
    await chips.getByText('ภาค (Region): REGION 2', { exact: true }).waitFor();
    await table.waitFor();
  }, 180_000);

  it('keeps the filter form above the figures on a laptop, a chosen dealer\'s whole name in its tooltip', async () => {
    ({ context, page } = await openSignedInPage(browser, { staff: 'csn' }, LAPTOP));
    await openSettled(page, '/app/report/ticketkpi');
    const form = page.getByRole('search', { name: /ตัวกรองรายงาน/ });
    await form.waitFor();
    expect(await page.getByRole('button', { name: 'ตัวกรอง (Filters)' }).count()).toBe(0);
    await form.getByRole('combobox', { name: /ผู้แทนจำหน่าย \(Dealer\)/ }).fill('D0001');
    const option = page.getByRole('option', { name: /^D0001 ·/ });
    await option.waitFor();
    const optionText = (await option.locator('span').first().evaluate((span) => span.firstChild?.textContent ?? '')).trim();
    await option.click();
    await form.getByRole('combobox', { name: /ผู้แทนจำหน่าย \(Dealer\)/ }).hover();
    await page.getByRole('tooltip').filter({ hasText: optionText }).waitFor();
  }, 120_000);

  it.each([
    ['a 390 px phone', PHONE],
    ['a 1366 px laptop', LAPTOP],
  ])('draws no chart label over another on %s (KPI dashboard, VOC KPI by dealer, Quick VOC)', async (_screen, size) => {
    ({ context, page } = await openSignedInPage(browser, { staff: 'csn' }, size));
    const found: string[] = [];
    for (const path of ['/app/main', '/app/report/salevockpi', '/app/report/quickvoc']) {
      // The first page loads; the next are reached from the side menu, inside the app.
      await walkToMenuRoute(page, path);
      await waitForPageCondition(page, "document.querySelectorAll('main .recharts-xAxis-tick-labels text').length > 0", { timeout: 30_000 });
      const ticks = await measureTicks(page);
      expect(ticks.labels).toBeGreaterThan(0);
      found.push(...ticks.overlaps.map((pair) => `${path}: ${pair}`));
    }
    expect(found).toEqual([]);
  }, 240_000);

  it('thins a time axis to the labels that fit a 390 px phone: the KPI summary\'s 12 months, the KPI dashboard\'s days', async () => {
    ({ context, page } = await openSignedInPage(browser, { staff: 'csn' }, PHONE));
    const found: string[] = [];
    const charts: Array<{ path: string; chart: string; points?: number }> = [
      { path: '/app/report/kpisummary', chart: 'main .kpi-trend-chart .recharts-wrapper', points: 12 },
      { path: '/app/main', chart: 'main [role=img][aria-label^="กราฟเส้นจำนวนเคสคงค้าง"] .recharts-wrapper' },
    ];
    for (const { path, chart, points } of charts) {
      await walkToMenuRoute(page, path);
      await waitForPageCondition(page, `document.querySelectorAll(${JSON.stringify(`${chart} .recharts-xAxis-tick-labels text`)}).length > 0`, { timeout: 30_000 });
      const ticks = await measureTicks(page, chart);
      // Time runs along: at least its two ends are labelled; fewer than every point on a phone.
      expect(ticks.labels).toBeGreaterThanOrEqual(2);
      if (points) expect(ticks.labels).toBeLessThan(points);
      found.push(...ticks.overlaps.map((pair) => `${path}: ${pair}`));
    }
    expect(found).toEqual([]);
  }, 180_000);
});

import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { storedSession, waitForPath } from './support/app-paths';
import { launchBrowser, openPage } from './support/browser';
import { DEMO_PASSWORD, staffEmail } from './support/demo-accounts';
import { AppShellPage } from './support/pages/app-shell.page';
import { KpiDashboardPage } from './support/pages/kpi-dashboard.page';
import { SignInPage } from './support/pages/sign-in.page';
import { waitForNetworkQuiet } from './support/network-quiet';
import { waitForPageCondition } from './support/page-condition';

/** The key figures' report calls: the KPI report (its total) and the open tickets. */
const FIGURE_CALLS = ['/api/tickets/report/kpi', '/api/reports/open-tickets'];
/** A figure as the tiles show it: a count, a rate, or the dash of none. */
const FIGURE = /^[\d,.]+%?$|^–$/;

/**
 * What the light first view of /app/main showed, recorded in the page as it happens (on a quick
 * machine the app takes over within a moment): its list's name, each tile's label and figure.
 */
const RECORD_FIRST_VIEW = `
  window.__firstView = null;
  new MutationObserver(() => {
    const list = document.querySelector('[data-first-view] ul');
    if (!list || window.__firstView) return;
    const tiles = [...list.querySelectorAll('li')].map((li) => [...li.querySelectorAll('p')].map((p) => p.textContent.trim()));
    if (tiles.length === 5 && tiles.every(([, figure]) => figure !== undefined)) window.__firstView = { name: list.getAttribute('aria-label'), tiles, at: performance.now() };
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

interface FirstView {
  name: string;
  tiles: string[][];
}

/**
 * A signed-in executive's fresh load of /app/main (issue 15): the light first view shows the KPI
 * figures from the early calls, then the app takes over with its navigation, asking for none of
 * the figures' reports a second time.
 */
describe('first view of /app/main', () => {
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

  /** Signs the head-office user in, then waits until the projections have taken in the demo data (no refetch comes from them). */
  async function signInExecutive(): Promise<void> {
    ({ context, page } = await openPage(browser));
    await context.addInitScript({ content: RECORD_FIRST_VIEW });
    const signIn = new SignInPage(page);
    await signIn.openStaff();
    await signIn.signInAsStaff(staffEmail('nissan'), DEMO_PASSWORD);
    await waitForPath(page, '/app/main');
    // The app has started (it stores the language it starts in: a choice stored before would be overwritten).
    await new AppShellPage(page).navigation().waitFor();
    const session = await storedSession(page);
    const headers = { Authorization: `${session?.token_type} ${session?.token}` };
    const deadline = Date.now() + 60_000;
    for (;;) {
      const answer = await page.request.get('/api/reports/freshness', { headers });
      if ((await answer.json()).success.result.caught_up) break;
      if (Date.now() > deadline) throw new Error('the projections did not catch up with the demo data within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  /** Loads /app/main afresh; answers what the first view showed and how often each figure call went out. */
  async function freshLoad(): Promise<{ firstView: FirstView; calls: Record<string, number> }> {
    const calls: Record<string, number> = Object.fromEntries(FIGURE_CALLS.map((path) => [path, 0]));
    const count = (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'GET' && path in calls) calls[path] += 1;
    };
    page.on('request', count);
    await page.goto('/app/main');
    await waitForPageCondition(page, 'window.__firstView');
    const firstView = await page.evaluate<FirstView>('window.__firstView');
    // The app takes over: its navigation and its own key figures, the first view gone.
    await new AppShellPage(page).navigation().waitFor();
    await waitForPageCondition(page, `document.querySelectorAll('#root ul.kf-figures .kf-value').length === 5`);
    expect(await page.locator('[data-first-view]').count()).toBe(0);
    expect(await new KpiDashboardPage(page).tiles().count()).toBe(5);
    // A late second request would have gone out before the network is quiet.
    await waitForNetworkQuiet(page);
    page.off('request', count);
    return { firstView, calls };
  }

  it('shows the KPI figures in Thai, then the app with its menu, each figure asked for once', async () => {
    await signInExecutive();
    const { firstView, calls } = await freshLoad();
    expect(firstView.name).toBe('ตัวชี้วัดหลัก (Key figures)');
    expect(firstView.tiles.map(([label]) => label)).toEqual([
      'เคสที่ยังเปิดอยู่ (Open tickets)',
      'เกินกำหนดแล้ว (Breached now)',
      'ใกล้ครบกำหนด (Due soon)',
      'KPI2a · ติดต่อลูกค้าภายใน 24 ชม. (Contact within 24 h)',
      'KPI4a · ปิดเคสภายใน 5 วัน (Closed within 5 days)',
    ]);
    for (const [, figure] of firstView.tiles) expect(figure).toMatch(FIGURE);
    // The app shows the same figures the first view showed.
    const appFigures = await page.locator('#root ul.kf-figures .kf-value').allTextContents();
    expect(appFigures).toEqual(firstView.tiles.map(([, figure]) => figure));
    expect(calls).toEqual({ '/api/tickets/report/kpi': 1, '/api/reports/open-tickets': 1 });
  });

  it('shows them in English for a user who chose English', async () => {
    await signInExecutive();
    await page.evaluate("window.localStorage.setItem('voc.locale', 'en-US')");
    const { firstView, calls } = await freshLoad();
    expect(firstView.name).toBe('Key figures');
    expect(await page.locator('#root ul.kf-figures').getAttribute('aria-label')).toBe('Key figures');
    expect(firstView.tiles.map(([label]) => label)).toEqual(['Open tickets', 'Breached now', 'Due soon', expect.stringMatching(/^KPI2a · /), expect.stringMatching(/^KPI4a · /)]);
    for (const [label] of firstView.tiles) expect(label).not.toMatch(/[\u0E00-\u0E7F]/);
    expect(calls).toEqual({ '/api/tickets/report/kpi': 1, '/api/reports/open-tickets': 1 });
  });

  it('follows a sign-in: the app’s code came while the form was shown, the answer starts the figures’ calls, no profile call, the app takes over', async () => {
    // A first sign-in lets the projections catch up with the demo data (no refetch from them below).
    await signInExecutive();
    await context?.close();
    ({ context, page } = await openPage(browser));
    await context.addInitScript({ content: RECORD_FIRST_VIEW });
    const signIn = new SignInPage(page);
    const appCodeIn = page.waitForResponse((response) => /\/assets\/app-entry-[^/]*\.js$/.test(new URL(response.url()).pathname));
    await signIn.openStaff();
    // Issue 32: the code a sign-in opens is fetched while the form is on screen, before any press.
    await appCodeIn;
    const calls: Record<string, number> = Object.fromEntries([...FIGURE_CALLS, '/api/auth/profile'].map((path) => [path, 0]));
    const count = (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'GET' && path in calls) calls[path] += 1;
    };
    page.on('request', count);
    await signIn.signInAsStaff(staffEmail('nissan'), DEMO_PASSWORD);
    await waitForPath(page, '/app/main');
    await waitForPageCondition(page, 'window.__firstView');
    const firstView = await page.evaluate<FirstView>('window.__firstView');
    expect(firstView.name).toBe('ตัวชี้วัดหลัก (Key figures)');
    for (const [, figure] of firstView.tiles) expect(figure).toMatch(FIGURE);
    await new AppShellPage(page).navigation().waitFor();
    await waitForPageCondition(page, `document.querySelectorAll('#root ul.kf-figures .kf-value').length === 5`);
    expect(await page.locator('[data-first-view]').count()).toBe(0);
    expect(await page.locator('#root ul.kf-figures .kf-value').allTextContents()).toEqual(firstView.tiles.map(([, figure]) => figure));
    // A late second request would have gone out before the network is quiet.
    await waitForNetworkQuiet(page);
    page.off('request', count);
    // The sign-in's answer is the profile: the app asks for none; each figure once.
    expect(calls).toEqual({ '/api/tickets/report/kpi': 1, '/api/reports/open-tickets': 1, '/api/auth/profile': 0 });
  });
});

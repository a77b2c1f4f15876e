import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { DEMO_DEALERS } from './support/demo-accounts';
import { menuRoutes, walkToMenuRoute } from './support/menu-routes';
import { TicketListPage } from './support/pages/ticket-list.page';
import { openSignedInPage } from './support/signed-in-context';

/** Walking every menu route (30 for csn) on a shared machine takes longer than one test usually may. */
const ROUTE_WALK_TIMEOUT_MS = 300_000;

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

interface Fit {
  scrollWidth: number;
  innerWidth: number;
  /** Right edges (px) of the pager's buttons that lie beyond the screen, if any. */
  pagerOffScreen: number[];
  /** The innermost elements reaching beyond the right edge (tag.class), to say what to fix. */
  overflowing: string[];
}

/** Whether the page scrolls sideways, and whether any pager button lies outside the screen. */
function measureFit(page: Page): Promise<Fit> {
  return page.evaluate<Fit>(`(() => {
    const buttons = [...document.querySelectorAll('.MuiTablePagination-root button, .MuiTablePagination-root [role=combobox]')];
    return {
      scrollWidth: document.scrollingElement.scrollWidth,
      innerWidth: window.innerWidth,
      pagerOffScreen: buttons.map((b) => b.getBoundingClientRect()).filter((r) => r.left < 0 || r.right > window.innerWidth).map((r) => Math.round(r.right)),
      overflowing: [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && ![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1))
        .filter((el) => !el.closest('.MuiTableContainer-root, [aria-hidden=true], .MuiDrawer-root'))
        .slice(0, 3)
        .map((el) => el.tagName.toLowerCase() + '.' + String(el.className).split(' ').filter((c) => c.startsWith('Mui')).slice(0, 2).join('.') + ' "' + (el.textContent || '').slice(0, 30) + '"'),
    };
  })()`);
}

/** Issue 16: tables fit the screen; on a phone lists become cards and no page scrolls sideways. */
describe('screens fit their width', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
  });

  async function expectEveryMenuRouteFits(): Promise<void> {
    const routes = await menuRoutes(page);
    expect(routes.length).toBeGreaterThan(3);
    const misfits: string[] = [];
    for (const route of routes) {
      await walkToMenuRoute(page, route);
      const fit = await measureFit(page);
      if (fit.scrollWidth > fit.innerWidth) misfits.push(`${route}: scrolls sideways (${fit.scrollWidth} > ${fit.innerWidth}): ${fit.overflowing.join(' | ')}`);
      if (fit.pagerOffScreen.length > 0) misfits.push(`${route}: pager off-screen (${fit.pagerOffScreen.join(', ')})`);
    }
    expect(misfits).toEqual([]);
  }

  it('shows no dealer route scrolling sideways on a 390 px phone, with the pager reachable', async () => {
    // Signed in already (sign-in is tested elsewhere): the walk starts on the dashboard, as after a sign-in.
    ({ context, page } = await openSignedInPage(browser, { dealer: DEMO_DEALERS.both }, PHONE));
    await page.goto('/app/main');
    await expectEveryMenuRouteFits();
  }, ROUTE_WALK_TIMEOUT_MS);

  it('shows no csn route scrolling sideways on a 390 px phone, with the pager reachable', async () => {
    ({ context, page } = await openSignedInPage(browser, { staff: 'csn' }, PHONE));
    await page.goto('/app/main');
    await expectEveryMenuRouteFits();
  }, ROUTE_WALK_TIMEOUT_MS);

  it('shows the ticket list as cards on a phone, each with its status, and the next-page button on screen', async () => {
    ({ context, page } = await openSignedInPage(browser, { dealer: DEMO_DEALERS.both }, PHONE));
    await new TicketListPage(page).open('survey', 'showroom');
    const cards = new TicketListPage(page).cards().getByRole('listitem');
    await cards.first().waitFor();
    expect(await page.getByRole('main').getByRole('table').count()).toBe(0);
    await cards.first().getByText(/สถานะ|Status/).waitFor();
    const next = page.getByRole('button', { name: /หน้าถัดไป|Next page/ });
    const box = await next.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  });

  it('shows Status and Last updated of the ticket list within a 1366 px screen, without scrolling', async () => {
    ({ context, page } = await openSignedInPage(browser, { staff: 'csn' }, LAPTOP));
    await new TicketListPage(page).open('callcenter', 'showroom');
    const table = page.getByRole('main').getByRole('table');
    await table.getByRole('row').nth(1).waitFor();
    for (const name of [/^(สถานะ|Status)/, /แก้ไขล่าสุด|Last updated/]) {
      const header = table.getByRole('columnheader', { name });
      const box = await header.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(LAPTOP.width);
    }
    const container = await page.evaluate<{ scroll: number; client: number }>(
      `(() => { const c = document.querySelector('main .MuiTableContainer-root'); return { scroll: c.scrollWidth, client: c.clientWidth }; })()`,
    );
    expect(container.scroll).toBeLessThanOrEqual(container.client);
    const fit = await measureFit(page);
    expect(fit.scrollWidth).toBeLessThanOrEqual(fit.innerWidth);
  });
});

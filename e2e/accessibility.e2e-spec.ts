import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import { DEMO_DEALERS } from './support/demo-accounts';
import { menuRoutes, signInDealer, signInStaff, walkToMenuRoute } from './support/menu-routes';
import { SignInPage } from './support/pages/sign-in.page';

/** Walking every menu route (30 for csn) on a shared machine takes longer than one test usually may. */
const ROUTE_WALK_TIMEOUT_MS = 300_000;

/** Issue 16: axe-core finds no WCAG 2 A/AA violation on the sign-in pages or any menu route. */
describe('accessibility (axe-core, WCAG 2 A/AA)', () => {
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
    ({ context, page } = await openPage(browser));
  });
  afterEach(async () => {
    await context?.close();
  });

  async function expectEveryMenuRouteClean(): Promise<void> {
    const routes = await menuRoutes(page);
    expect(routes.length).toBeGreaterThan(3);
    const found: string[] = [];
    for (const route of routes) {
      await walkToMenuRoute(page, route);
      found.push(...describeViolations(route, await axeViolations(page)));
    }
    expect(found).toEqual([]);
  }

  it('finds no violation on the two sign-in pages', async () => {
    const signIn = new SignInPage(page);
    await signIn.openStaff();
    const found = describeViolations('/signin/admin', await axeViolations(page));
    await signIn.openDealer();
    found.push(...describeViolations('/signin', await axeViolations(page)));
    expect(found).toEqual([]);
  });

  it('finds no violation on any route of the csn menu', async () => {
    await signInStaff(page, 'csn');
    await expectEveryMenuRouteClean();
  }, ROUTE_WALK_TIMEOUT_MS);

  it('finds no violation on any route of a dealer menu', async () => {
    await signInDealer(page, DEMO_DEALERS.both);
    await expectEveryMenuRouteClean();
  }, ROUTE_WALK_TIMEOUT_MS);

  it('finds violations where there are some (the check can fail)', async () => {
    await signInStaff(page, 'csn');
    await page.getByRole('main').waitFor();
    await page.evaluate("document.querySelector('main').insertAdjacentHTML('beforeend', '<img src=\"/x.png\"><ul><div>x</div></ul>')");
    const ids = (await axeViolations(page)).map((v) => v.id);
    expect(ids).toEqual(expect.arrayContaining(['image-alt', 'list']));
  });
});

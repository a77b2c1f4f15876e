import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import { DEMO_DEALERS } from './support/demo-accounts';
import { menuRoutes, signInDealer, walkToMenuRoute } from './support/menu-routes';
import { SignInPage } from './support/pages/sign-in.page';
import { type DemoUser, openSignedInPage } from './support/signed-in-context';

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
  afterEach(async () => {
    await context?.close();
  });

  /** The dashboard, signed in already (the sign-in pages are checked on their own below), as after a sign-in. */
  async function openDashboardAs(user: DemoUser): Promise<void> {
    ({ context, page } = await openSignedInPage(browser, user));
    await page.goto('/app/main');
  }

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
    ({ context, page } = await openPage(browser));
    const signIn = new SignInPage(page);
    await signIn.openStaff();
    const found = describeViolations('/signin/admin', await axeViolations(page));
    await signIn.openDealer();
    found.push(...describeViolations('/signin', await axeViolations(page)));
    expect(found).toEqual([]);
  });

  it('finds no violation on any route of the csn menu', async () => {
    await openDashboardAs({ staff: 'csn' });
    await expectEveryMenuRouteClean();
  }, ROUTE_WALK_TIMEOUT_MS);

  it('finds no violation on any route of a dealer menu', async () => {
    // Through the sign-in screen: the one place the suite signs this dealer (showroom and service) in as a user does.
    ({ context, page } = await openPage(browser));
    await signInDealer(page, DEMO_DEALERS.both);
    await expectEveryMenuRouteClean();
  }, ROUTE_WALK_TIMEOUT_MS);

  it('finds violations where there are some (the check can fail)', async () => {
    await openDashboardAs({ staff: 'csn' });
    await page.getByRole('main').waitFor();
    await page.evaluate("document.querySelector('main').insertAdjacentHTML('beforeend', '<img src=\"/x.png\"><ul><div>x</div></ul>')");
    const ids = (await axeViolations(page)).map((v) => v.id);
    expect(ids).toEqual(expect.arrayContaining(['image-alt', 'list']));
  });
});

import type { Page } from 'playwright-core';
import { waitForPath } from './app-paths';
import { waitForNetworkQuiet } from './network-quiet';
import { waitForPageCondition } from './page-condition';
import { withPageSnapshot } from './page-snapshot';
import { DEMO_PASSWORD, staffEmail } from './demo-accounts';
import { SignInPage } from './pages/sign-in.page';

/** Signs a staff user in at /signin/admin and waits for the dashboard. */
export async function signInStaff(page: Page, type: Parameters<typeof staffEmail>[0]): Promise<void> {
  const signIn = new SignInPage(page);
  await signIn.openStaff();
  await signIn.signInAsStaff(staffEmail(type), DEMO_PASSWORD);
  await waitForPath(page, '/app/main');
}

/** Signs a dealer in at /signin and waits for the dashboard. */
export async function signInDealer(page: Page, passport: string): Promise<void> {
  const signIn = new SignInPage(page);
  await signIn.openDealer();
  await signIn.signInAsDealer(passport, DEMO_PASSWORD);
  await waitForPath(page, '/app/main');
}

/**
 * Every route the signed-in user's side menu offers, in menu order, read from the menu itself
 * (the temporary drawer keeps its links mounted while closed, so this works at any width).
 */
export async function menuRoutes(page: Page): Promise<string[]> {
  const links = page.locator('#navigation-drawer nav a[href]');
  await links.first().waitFor({ state: 'attached' });
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/app/')))];
}

/**
 * Opens a route and waits until it has settled: its heading shows, the network is quiet (the
 * live pages poll only every 15 s) and no visible progress indicator or busy table is left.
 */
export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await waitForNoBusyMarker(page);
}

/** A page that keeps a busy marker longer is measured as it stands rather than failed here. */
async function waitForNoBusyMarker(page: Page): Promise<void> {
  await waitForPageCondition(page, "![...document.querySelectorAll('[role=progressbar], [aria-busy=true], .MuiSkeleton-root')].some((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !el.closest('[aria-hidden=true]'))", { timeout: 10_000 }).catch(() => undefined);
}

/**
 * Goes to a menu route inside the running app, as a user does: clicks its link in the side menu
 * (mounted even while a temporary drawer is closed), so the app, its caches and anything injected
 * into the page (axe) stay loaded instead of a full page load per route. Then waits as openSettled
 * does: for the NEW page's heading (the one shown before the click does not count), a quiet
 * network (from the click on, not from the last full load) and no busy marker. A route not in the menu is opened with a full load (openSettled).
 */
export async function walkToMenuRoute(page: Page, path: string): Promise<void> {
  const link = page.locator(`#navigation-drawer nav a[href="${path}"]`).first();
  // The pointer rests on the bare corner of the app bar: the page swaps under a still pointer, and
  // one resting on a chart would show its tooltip, which a freshly loaded page does not.
  await page.mouse.move(0, 0);
  if (currentPathWithSearch(page) === path) {
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  } else if ((await link.count()) === 0) {
    await openSettled(page, path);
    return;
  } else {
    // The headings shown now, kept in the page (not marked in the DOM, which axe reads).
    await page.evaluate("window.__e2eHeadingsBefore = new Map([...document.querySelectorAll('h1')].map((h) => [h, h.textContent]))");
    await link.evaluate((anchor) => (anchor as unknown as { click(): void }).click());
    await withPageSnapshot(page, () =>
      waitForPageCondition(
        page,
        `location.pathname + location.search === ${JSON.stringify(path)} && [...document.querySelectorAll('h1')].some((h) => h.checkVisibility() && (!window.__e2eHeadingsBefore.has(h) || window.__e2eHeadingsBefore.get(h) !== h.textContent))`,
        { timeout: 30_000 },
      ),
    );
  }
  await waitForNetworkQuiet(page, { quietMs: 500, timeout: 10_000 }).catch(() => undefined);
  await waitForNoBusyMarker(page);
}

function currentPathWithSearch(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

import type { Page } from 'playwright-core';
import { waitForPath } from './app-paths';
import { waitForPageCondition } from './page-condition';
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
  // A page that keeps a busy marker longer is measured as it stands rather than failed here.
  await waitForPageCondition(page, "![...document.querySelectorAll('[role=progressbar], [aria-busy=true], .MuiSkeleton-root')].some((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !el.closest('[aria-hidden=true]'))", { timeout: 10_000 }).catch(() => undefined);
}

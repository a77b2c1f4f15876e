import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitForPath } from './support/app-paths';
import { launchBrowser } from './support/browser';
import { AppShellPage } from './support/pages/app-shell.page';
import { openSignedInPage } from './support/signed-in-context';

describe('navigation drawer', () => {
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
    // Signed in as csn already (no test here is about signing in), on the dashboard.
    ({ context, page } = await openSignedInPage(browser, { staff: 'csn' }, { width: 1024, height: 800 }));
    await page.goto('/app/main');
  });
  afterEach(async () => {
    await context?.close();
  });

  it('is a temporary drawer below 1200 px that the menu button opens and a menu choice closes', async () => {
    const shell = new AppShellPage(page);
    await shell.drawer('temporary').waitFor({ state: 'attached' });
    expect(await shell.drawer('permanent').count()).toBe(0);
    expect(await shell.navigation().isVisible()).toBe(false);

    await shell.menuToggle().click();
    await shell.navigation().waitFor();
    await shell.navigation().getByRole('link', { name: /Quick VOC/ }).click();
    await waitForPath(page, '/app/report/quickvoc');
    await shell.navigation().waitFor({ state: 'hidden' });
  });

  it('is a permanent drawer from 1200 px, which the menu button folds away', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const shell = new AppShellPage(page);
    await shell.drawer('permanent').waitFor();
    expect(await shell.drawer('temporary').count()).toBe(0);
    await shell.navigation().waitFor();

    await shell.menuToggle().click();
    await shell.navigation().waitFor({ state: 'hidden' });
    await shell.menuToggle().click();
    await shell.navigation().waitFor();

    await page.setViewportSize({ width: 1199, height: 800 });
    await shell.drawer('temporary').waitFor({ state: 'attached' });
  });
});

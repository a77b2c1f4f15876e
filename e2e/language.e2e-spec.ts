import type { Browser, BrowserContext, Page } from 'playwright-core';
import { documentLang, waitForPath } from './support/app-paths';
import { launchBrowser, openPage } from './support/browser';
import { DEMO_PASSWORD, staffEmail } from './support/demo-accounts';
import { AppShellPage } from './support/pages/app-shell.page';
import { SignInPage } from './support/pages/sign-in.page';

describe('language switch', () => {
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

  it('starts in Thai, switches to English, and remembers the choice', async () => {
    const signIn = new SignInPage(page);
    await signIn.openDealer();
    expect(await documentLang(page)).toBe('th-TH');
    await page.getByRole('heading', { name: 'เข้าสู่ระบบสำหรับผู้แทนจำหน่าย (Dealer sign in)' }).waitFor();

    await new AppShellPage(page).languageButton('English').click();
    await page.getByRole('heading', { name: 'Dealer sign in', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await documentLang(page)).toBe('en-US');

    await page.reload();
    await page.getByRole('heading', { name: 'Dealer sign in', exact: true }).waitFor();
  });

  it('switches the signed-in shell and menu', async () => {
    const signIn = new SignInPage(page);
    await signIn.openStaff();
    await signIn.signInAsStaff(staffEmail('csn'), DEMO_PASSWORD);
    await waitForPath(page, '/app/main');
    const shell = new AppShellPage(page);
    await shell.navigation().getByRole('link', { name: 'แดชบอร์ด (Dashboard)' }).waitFor();

    await shell.languageButton('English').click();
    await shell.navigation().getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'What you can do' }).waitFor();
    await shell.languageButton('ไทย').click();
    await page.getByRole('heading', { name: 'สิ่งที่ท่านทำได้ (What you can do)' }).waitFor();
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { storeSession, storedSession, waitForPath } from './support/app-paths';
import { launchBrowser, openPage } from './support/browser';
import { DEMO_DEALERS, DEMO_PASSWORD, staffEmail } from './support/demo-accounts';
import { SignInPage } from './support/pages/sign-in.page';

const NOT_FOUND = /sorry, the page was not found or has moved/i;

describe('routes', () => {
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

  it('sends a signed-out visitor from / to the dealer sign-in page', async () => {
    await page.goto('/');
    await waitForPath(page, '/signin');
  });

  it('brings a user back to the protected address asked for before sign-in', async () => {
    await page.goto('/app/report/quickvoc');
    await waitForPath(page, '/signin');

    // Opening the staff page by hand (a reload) must not lose the address.
    const signIn = new SignInPage(page);
    await signIn.openStaff();
    await signIn.signInAsStaff(staffEmail('csn'), DEMO_PASSWORD);

    await waitForPath(page, '/app/report/quickvoc');
    await page.getByRole('heading', { level: 1, name: /Quick VOC/ }).waitFor();

    // Signed in, a sign-in page sends the user on: opened afresh, that first address was a
    // sign-in page, so the dashboard.
    await page.goto('/signin');
    await waitForPath(page, '/app/main');
  });

  it('drops a stored session whose profile fails to load, and signs the user out', async () => {
    await page.goto('/signin');
    await storeSession(page, { token: 'not-a-token', token_type: 'Bearer' });
    await page.goto('/app/report/quickvoc');

    await waitForPath(page, '/signin');
    const signIn = new SignInPage(page);
    await signIn.messageDialog().waitFor();
    expect(await storedSession(page)).toBeNull();
    await signIn.messageDialog().getByRole('button', { name: 'ตกลง (OK)' }).click();

    // The address asked for is still remembered.
    await signIn.openStaff();
    await signIn.signInAsStaff(staffEmail('csn'), DEMO_PASSWORD);
    await waitForPath(page, '/app/report/quickvoc');
  });

  it('shows the not-found page for an unknown address, signed out or in', async () => {
    await page.goto('/no/such/page');
    await page.getByText(NOT_FOUND).waitFor();

    const signIn = new SignInPage(page);
    await signIn.openStaff();
    await signIn.signInAsStaff(staffEmail('csn'), DEMO_PASSWORD);
    await waitForPath(page, '/app/main');

    await page.goto('/app/nothing/here');
    await page.getByText(NOT_FOUND).waitFor();
    await page.getByRole('navigation').first().waitFor();
  });

  it('shows the not-found page for a menu page outside the user menu', async () => {
    const signIn = new SignInPage(page);
    await signIn.openDealer();
    await signIn.signInAsDealer(DEMO_DEALERS.showroom, DEMO_PASSWORD);
    await waitForPath(page, '/app/main');

    await page.goto('/app/user');
    await page.getByText(NOT_FOUND).waitFor();
    expect(await page.getByRole('link', { name: /ผู้ใช้งาน \(Users\)/ }).count()).toBe(0);
  });
});

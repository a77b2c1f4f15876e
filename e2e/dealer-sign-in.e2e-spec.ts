import type { SignedInUser } from '@voc/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { storedSession, waitForPath } from './support/app-paths';
import { launchBrowser, openPage } from './support/browser';
import { DEMO_DEALERS, DEMO_PASSWORD } from './support/demo-accounts';
import { AppShellPage } from './support/pages/app-shell.page';
import { SignInPage } from './support/pages/sign-in.page';

/** The profile the api holds for the signed-in user: what the banner must show. */
async function profileOf(page: Page): Promise<SignedInUser> {
  const session = await storedSession(page);
  if (!session) throw new Error('no stored session');
  const answer = await page.request.get('/api/auth/profile', { headers: { Authorization: `${session.token_type} ${session.token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { success: { result: SignedInUser } }).success.result;
}

describe('dealer sign-in (/signin)', () => {
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

  it('shows the heading, the hint, a three-line note, support contact and a link to the staff page', async () => {
    const signIn = new SignInPage(page);
    await signIn.openDealer();
    expect(await signIn.heading().textContent()).toContain('Dealer sign in');
    const note = page.getByRole('note', { name: /หมายเหตุ/ });
    expect(await note.getByRole('listitem').count()).toBe(3);
    await page.getByRole('region', { name: /ติดต่อฝ่ายสนับสนุน/ }).waitFor();
    await page.getByRole('link', { name: /Staff sign in/ }).click();
    await waitForPath(page, '/signin/admin');
  });

  it('greets a dealer with name, position, dealer and branch, in Thai then English', async () => {
    const signIn = new SignInPage(page);
    await signIn.openDealer();
    await signIn.signInAsDealer(DEMO_DEALERS.showroom, DEMO_PASSWORD);
    await waitForPath(page, '/app/main');

    const shell = new AppShellPage(page);
    const banner = shell.welcomeBanner();
    await banner.waitFor();
    const user = await profileOf(page);
    if (!user.dealer) throw new Error('the demo dealer has no dealer in its profile');

    const thai = (await banner.textContent()) ?? '';
    for (const part of [user.first_name, user.last_name, user.dealer.dealer_name, user.dealer.branch_name]) expect(thai).toContain(part);
    if (user.position_title) expect(thai).toContain(user.position_title);

    await shell.languageButton('English').click();
    await banner.getByText('Welcome', { exact: true }).waitFor();
    const english = (await banner.textContent()) ?? '';
    for (const part of [user.first_name, user.last_name, user.dealer.dealer_name_en, user.dealer.branch_name_en]) expect(english).toContain(part);
  });

  it('signs a passport-only dealer in with the password box left empty', async () => {
    const signIn = new SignInPage(page);
    await signIn.openDealer();
    let sentPassword: unknown;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/dealer')) sentPassword = (request.postDataJSON() as { password?: unknown }).password;
    });
    await signIn.passportBox().fill(DEMO_DEALERS.passportOnly);
    await signIn.submitButton().click();

    await waitForPath(page, '/app/main');
    expect(sentPassword).toBe(' ');
  });

  it('asks for the passport id only', async () => {
    const signIn = new SignInPage(page);
    await signIn.openDealer();
    await signIn.submitButton().click();
    await page.getByText('กรุณากรอกข้อมูล (Please fill in the data)').waitFor();
    expect(await page.getByText('กรุณากรอกข้อมูล (Please fill in the data)').count()).toBe(1);
  });
});

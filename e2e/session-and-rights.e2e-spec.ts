import type { Browser, BrowserContext, Page } from 'playwright-core';
import { currentPath, storeSession, storedSession, waitForPath } from './support/app-paths';
import { launchBrowser, openPage } from './support/browser';
import { DEMO_DEALERS, DEMO_PASSWORD, staffEmail } from './support/demo-accounts';
import { AppShellPage } from './support/pages/app-shell.page';
import { MessageDialogPage } from './support/pages/message-dialog.page';
import { SignInPage } from './support/pages/sign-in.page';
import { TicketListPage } from './support/pages/ticket-list.page';

const NOT_FOUND = /ขออภัย ไม่พบหน้าที่ต้องการ|sorry, the page was not found or has moved/i;

/** Issue 16: a reload never signs anyone out; the menu and routes offer only what the server allows. */
describe('sessions and rights as users meet them', () => {
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

  async function signInStaff(type: Parameters<typeof staffEmail>[0]): Promise<void> {
    const signIn = new SignInPage(page);
    await signIn.openStaff();
    await signIn.signInAsStaff(staffEmail(type), DEMO_PASSWORD);
    await waitForPath(page, '/app/main');
  }

  async function signInDealer(passport: string): Promise<void> {
    const signIn = new SignInPage(page);
    await signIn.openDealer();
    await signIn.signInAsDealer(passport, DEMO_PASSWORD);
    await waitForPath(page, '/app/main');
  }

  it('keeps the session when the profile request is aborted by a reload, and offers to try again', async () => {
    await signInStaff('csn');
    const session = await storedSession(page);
    // What F5 or Back does to the request in flight: it never answers.
    await page.route('**/api/auth/profile', (route) => route.abort('aborted'));
    await page.reload();
    // Every failed call shows its alert (SPEC.md §8); closing it leaves the user signed in.
    await new MessageDialogPage(page).confirmAlert();
    await page.getByRole('button', { name: /ลองอีกครั้ง|Try again/ }).waitFor();

    expect(currentPath(page)).toBe('/app/main');
    expect(await storedSession(page)).toEqual(session);
    await page.unroute('**/api/auth/profile');
    await page.getByRole('button', { name: /ลองอีกครั้ง|Try again/ }).click();
    await new AppShellPage(page).welcomeBanner().waitFor();
    expect(await storedSession(page)).toEqual(session);
  });

  it('sends a staff user whose token the api refuses (401) to the staff sign-in page, saying why', async () => {
    await signInStaff('nissan');
    // The app starts after the sign-in screen has moved to /app/main and reads the stored session
    // then: stored before that, the revoked token met the old page's profile call, whose 401
    // cleared the storage before the reload read it (the reload then went to the dealers' page).
    await new AppShellPage(page).welcomeBanner().waitFor();
    await storeSession(page, { token: 'revoked-token', token_type: 'Bearer' });
    await page.reload();

    await waitForPath(page, '/signin/admin');
    await page.getByText(/เซสชันของท่านหมดอายุแล้ว|Your session has ended/).waitFor();
    expect(await storedSession(page)).toBeNull();
  });

  it('shows a dealer no new-ticket button and no form by typing its address', async () => {
    await signInDealer(DEMO_DEALERS.showroom);
    const list = new TicketListPage(page);
    await list.open('callcenter', 'showroom');
    expect(await page.getByRole('main').getByRole('link', { name: /เปิดเคสใหม่|New ticket/ }).count()).toBe(0);

    await page.goto('/app/ticket/callcenter/showroom/add');
    await page.getByText(NOT_FOUND).waitFor();
    expect(await page.getByRole('combobox', { name: /ผู้แทนจำหน่าย|Dealer/ }).count()).toBe(0);
  });

  it('lets a call-centre agent open the form from the list', async () => {
    await signInStaff('callcenter');
    const list = new TicketListPage(page);
    await list.open('callcenter', 'service');
    await page.getByRole('main').getByRole('link', { name: /เปิดเคสใหม่|New ticket/ }).click();
    await waitForPath(page, '/app/ticket/callcenter/service/add');
    await page.getByRole('combobox', { name: /ผู้แทนจำหน่าย|Dealer/ }).waitFor();
  });

  it('gives an external user no ticket list in the menu and no Forbidden alert', async () => {
    await signInStaff('external');
    const nav = new AppShellPage(page).navigation();
    await nav.getByRole('link', { name: /คู่มือการใช้งาน|Manuals/ }).waitFor();
    expect(await nav.getByRole('link', { name: /เคสแบบสำรวจ|เคสคอลเซ็นเตอร์|Survey tickets|Call-centre tickets/ }).count()).toBe(0);
    await nav.getByRole('link', { name: /Quick VOC/ }).waitFor();

    // Typing a list's address shows the not-found page, not a refusal from the api.
    await page.goto('/app/ticket/survey/service');
    await page.getByText(NOT_FOUND).waitFor();
    expect(await new MessageDialogPage(page).alert().count()).toBe(0);

    // What the menu offers opens without a refusal.
    const answered = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/tickets/report/kpi');
    await page.goto('/app/report/ticketkpi');
    expect((await answered).status()).toBe(200);
    await page.getByRole('table').waitFor();
    expect(await new MessageDialogPage(page).alert().count()).toBe(0);
  });
});

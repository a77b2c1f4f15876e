import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitForPath } from './support/app-paths';
import { launchBrowser } from './support/browser';
import { AppShellPage } from './support/pages/app-shell.page';
import { DealerDetailPage } from './support/pages/dealer-detail.page';
import { DealerListPage } from './support/pages/dealer-list.page';
import { MessageDialogPage } from './support/pages/message-dialog.page';
import { SignInPage } from './support/pages/sign-in.page';
import { UserFormPage } from './support/pages/user-form.page';
import { openSignedInPage } from './support/signed-in-context';

/** An open demo dealer branch (one in forty is closed: D0040, D0080, ...). */
const DEALER_CODE = 'D0005';

/**
 * The settings pages (SPEC.md §2, §5, §6): csn makes a dealer-staff account that then signs in on
 * the dealer page; csn changes a dealer's working hours and the details and history show it.
 */
describe('master data: users and dealers', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  /** A page signed in as csn already: the settings pages are what is tested (the new staff's own sign-in is, below). */
  async function openAsCsn() {
    ({ context, page } = await openSignedInPage(browser, { staff: 'csn' }));
  }

  it('lets csn create dealer staff who then sign in with their passport id and are welcomed', async () => {
    await openAsCsn();
    const staff = {
      firstName: 'ทดสอบ',
      lastName: `พนักงาน${Date.now().toString(36)}`,
      passportId: `E2E${Date.now().toString(36).toUpperCase()}`,
      password: 'Bangna-Front-77',
      dealerCode: DEALER_CODE,
    };

    const form = new UserFormPage(page);
    await form.openNew();
    await form.fillDealerStaff(staff);
    expect(await form.save()).toBe(201);
    await new MessageDialogPage(page).confirmSuccess();
    await page.waitForURL((url) => /^\/app\/user\/[0-9a-f-]{36}$/.test(url.pathname));
    await form.historySection().getByText(/สร้างข้อมูล|Created/).waitFor();

    await new AppShellPage(page).signOut();
    await waitForPath(page, '/signin');

    const signIn = new SignInPage(page);
    await signIn.openDealer();
    await signIn.signInAsDealer(staff.passportId, staff.password);
    await waitForPath(page, '/app/main');
    const banner = new AppShellPage(page).welcomeBanner();
    await banner.waitFor();
    const greeting = (await banner.textContent()) ?? '';
    expect(greeting).toContain(staff.firstName);
    expect(greeting).toContain(staff.lastName);
  });

  it("lets csn change a dealer's Saturday hours; the details and the history show the change", async () => {
    await openAsCsn();
    const list = new DealerListPage(page);
    await list.open();
    await list.filterByCode(DEALER_CODE);
    expect(new URL(page.url()).searchParams.get('dealer_code')).toBe(DEALER_CODE);
    await list.dealerLink(DEALER_CODE).click();

    const dealer = new DealerDetailPage(page);
    await dealer.waitForDealer(DEALER_CODE);
    expect(await dealer.hoursOf('saturday')).not.toBe('09:00–15:00');

    await dealer.openEdit();
    await dealer.setHours('saturday', '09:00', '15:00');
    expect(await dealer.save()).toBe(200);
    await new MessageDialogPage(page).confirmSuccess();

    await dealer.hoursSection().waitFor();
    expect(await dealer.hoursOf('saturday')).toBe('09:00–15:00');
    const change = await dealer.latestChange();
    expect(change).toMatch(/วันเสาร์ \(Saturday\) · เวลาเปิด \(Opens at\).*→ 09:00/);
    expect(change).toMatch(/วันเสาร์ \(Saturday\) · เวลาปิด \(Closes at\).*→ 15:00/);
    expect(change).toContain('พรทิพย์ บุญมา');
  });
});

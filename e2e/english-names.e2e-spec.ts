import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { AppShellPage } from './support/pages/app-shell.page';
import { DealerListPage } from './support/pages/dealer-list.page';
import { UserFormPage } from './support/pages/user-form.page';
import { demoAuthorization, openSignedInPage } from './support/signed-in-context';

const THAI = /[\u0E00-\u0E7F]/;

/** Issue 16 "English is English": names in English where the answer has them; Thai labels in Thai. */
describe('names and labels in the interface language', () => {
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
    // Signed in as csn already (no test here is about signing in).
    ({ context, page } = await openSignedInPage(browser, { staff: 'csn' }));
  });
  afterEach(async () => {
    await context?.close();
  });

  /** The api's own answer for a dealer branch: what the page must show. */
  async function dealerAnswer(code: string): Promise<{ _id: string; dealer_name_en: string; branch_name_en: string; dealer_province_en: string }> {
    const answer = await page.request.get(`/api/dealers?dealer_code=${code}`, { headers: await demoAuthorization({ staff: 'csn' }) });
    return ((await answer.json()) as { success: { result: Array<{ _id: string; dealer_code: string; dealer_name_en: string; branch_name_en: string; dealer_province_en: string }> } }).success.result.find((d) => d.dealer_code === code)!;
  }

  it('shows dealer names and provinces in English in the dealer list, and the English dealer in the user list', async () => {
    const d0001 = await dealerAnswer('D0001');
    expect(d0001.dealer_name_en).not.toMatch(THAI);
    // The language is chosen in the shell of the dashboard, where a user lands.
    await page.goto('/app/main');
    await new AppShellPage(page).languageButton('English').click();

    const dealers = new DealerListPage(page);
    await dealers.open();
    await dealers.filterByCode('D0001');
    await dealers.dealerLink('D0001').waitFor();
    const text = (await dealers.table().textContent()) ?? '';
    for (const name of [d0001.dealer_name_en, d0001.branch_name_en, d0001.dealer_province_en]) expect(text).toContain(name);
    expect(text).not.toMatch(THAI);

    await page.goto(`/app/user?dealer=${d0001._id}`);
    const users = page.getByRole('table');
    await users.getByText(`D0001 · ${d0001.dealer_name_en} · ${d0001.branch_name_en}`).first().waitFor();
  });

  it('labels the BP permissions and the dealer id in Thai, with the English as a hint', async () => {
    const form = new UserFormPage(page);
    await form.openNew();
    await form.form().getByText('แดชบอร์ดงานตัวถังและสี (BP Dashboard)').waitFor();
    await form.form().getByText('รายงานงานตัวถังและสี (BP Report)').waitFor();

    const dealers = new DealerListPage(page);
    await dealers.open();
    await dealers.table().getByRole('columnheader', { name: 'รหัสกลุ่มผู้แทนจำหน่าย (Dealer ID)' }).waitFor();
  });
});

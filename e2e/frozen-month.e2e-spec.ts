import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitForPath } from './support/app-paths';
import { launchBrowser, openPage } from './support/browser';
import { DEMO_PASSWORD, staffEmail } from './support/demo-accounts';
import { SignInPage } from './support/pages/sign-in.page';

/** The Thai month `back` months before this one, as the report address has it. */
function monthsBack(back: number): { year: number; month: string } {
  const thai = new Date(Date.now() + 7 * 3600_000);
  const d = new Date(Date.UTC(thai.getUTCFullYear(), thai.getUTCMonth() - back, 1));
  return { year: d.getUTCFullYear(), month: String(d.getUTCMonth() + 1).padStart(2, '0') };
}

/**
 * Issue 13, month-end figures that stay put: the demo log runs up to today, so a month two months
 * back is past its close (the 5th of the next month) and frozen; its KPI report and its VOC report
 * say the figures are final and when they froze, and show the late changes apart.
 */
describe('a frozen month in the reports', () => {
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
    const signIn = new SignInPage(page);
    await signIn.openStaff();
    await signIn.signInAsStaff(staffEmail('csn'), DEMO_PASSWORD);
    await waitForPath(page, '/app/main');
  });
  afterEach(async () => {
    await context?.close();
  });

  it.each([
    ['the ticket KPI report', '/app/report/ticketkpi'],
    ['Quick VOC', '/app/report/quickvoc'],
  ])('%s of a month two months back says "final, frozen on …" and shows the late changes', async (_name, path) => {
    const { year, month } = monthsBack(2);
    await page.goto(`${path}?year=${year}&month=${month}`);
    const note = page.getByTestId('frozen-note');
    await note.waitFor({ timeout: 30_000 });
    expect(await note.textContent()).toMatch(/(Final, frozen on|ตัวเลขปิดยอดแล้ว ณ) .*\d/);
    await page.getByTestId('late-changes').waitFor();
  });
});

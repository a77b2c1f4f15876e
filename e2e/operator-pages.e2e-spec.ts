import type { Browser, BrowserContext, Page } from 'playwright-core';
import { cspViolations, launchBrowser, openPage } from './support/browser';
import { DEMO_DEALERS } from './support/demo-accounts';
import { type DemoUser, openSignedInPage } from './support/signed-in-context';

/** Issue 16: operators and integrators reach the API docs and the queue board from the dashboard. */
describe('operator pages (API docs, queue board)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
  });

  /** The dashboard, signed in already (no test here is about signing in), as after a sign-in. */
  async function openDashboardAs(user: DemoUser): Promise<void> {
    ({ context, page } = await openSignedInPage(browser, user));
    await page.goto('/app/main');
  }

  const userMenu = () => page.getByRole('button', { name: /เมนูผู้ใช้|User menu/ });

  it('shows csn the OpenAPI document in Swagger UI, under its own policy with nothing blocked', async () => {
    await openDashboardAs({ staff: 'csn' });
    await userMenu().click();
    expect(await page.getByRole('menuitem', { name: /API docs/ }).getAttribute('href')).toBe('/api/docs');
    await page.keyboard.press('Escape');

    await page.goto('/api/docs');
    await page.getByRole('heading', { name: /VOC api/ }).waitFor();
    await page.getByText('/api/tickets', { exact: true }).first().waitFor();
    expect(await cspViolations(page)).toEqual([]);
  });

  it('opens the queue board for csn in a new tab from the user menu, with every queue listed', async () => {
    await openDashboardAs({ staff: 'csn' });
    await userMenu().click();
    const opened = context.waitForEvent('page');
    await page.getByRole('menuitem', { name: /Queue board/ }).click();
    const board = await opened;
    await board.waitForURL((url) => url.pathname.startsWith('/api/queues'));
    for (const name of ['projections', 'hotsheet-import', 'ticket-export']) await board.getByText(name, { exact: true }).first().waitFor();
    expect(await cspViolations(board)).toEqual([]);
  });

  it('sends a browser that opens the queue board without a session to sign in, in Thai and English', async () => {
    ({ context, page } = await openPage(browser));
    const answer = await page.goto('/api/queues/');
    expect(answer?.status()).toBe(401);
    await page.getByRole('heading', { name: 'Sign in to open the queue board' }).waitFor();
    await page.getByRole('heading', { name: 'กรุณาเข้าสู่ระบบก่อนเปิดคิวงานเบื้องหลัง' }).waitFor();
    expect(await cspViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to sign-in' }).click();
    await page.waitForURL((url) => url.pathname === '/signin/admin');
    await page.getByRole('textbox').first().waitFor();
  });

  it('offers a dealer neither page, and the board refuses a dealer', async () => {
    await openDashboardAs({ dealer: DEMO_DEALERS.showroom });
    await userMenu().click();
    await page.getByRole('menuitem', { name: /ออกจากระบบ|Sign out/ }).waitFor();
    expect(await page.getByRole('menuitem', { name: /API docs|Queue board/ }).count()).toBe(0);
    const token = JSON.parse((await page.evaluate<string | null>("window.localStorage.getItem('voc.session')")) ?? '{}') as { token: string };
    const refused = await page.request.get('/api/queues/', { headers: { authorization: `Bearer ${token.token}` } });
    expect(refused.status()).toBe(403);
  });
});

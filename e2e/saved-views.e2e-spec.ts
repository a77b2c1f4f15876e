import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { openSettled } from './support/menu-routes';
import { TicketListPage } from './support/pages/ticket-list.page';
import { openSignedInPage } from './support/signed-in-context';

/**
 * Saved views (issue 32) as csn uses them: a ticket list searched and a KPI report grouped by area,
 * each saved under a name; later, from another page, each opened from the user menu with its
 * filters applied; one renamed and one deleted in the saved-views dialog. axe on the save dialog,
 * the open user menu and the manage dialog.
 */
describe('saved views: save a list and a report, open them from the user menu', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;
  const listView = `งานสมชาย ${Date.now() % 100000}`;
  const reportView = `KPI ตามเขต ${Date.now() % 100000}`;

  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  async function expectNoViolation(where: string): Promise<void> {
    // A dialog or menu fades in: its colours are judged once it is fully shown.
    while (!(await page.evaluate<boolean>("Array.from(document.querySelectorAll('.MuiDialog-container, .MuiMenu-paper')).every((el) => getComputedStyle(el).opacity === '1')"))) {
      await page.waitForTimeout(50);
    }
    expect(describeViolations(where, await axeViolations(page))).toEqual([]);
  }

  async function saveView(name: string, where: string): Promise<void> {
    await page.getByRole('main').getByRole('button', { name: /^บันทึกมุมมอง$/ }).click();
    const dialog = page.getByRole('dialog', { name: /บันทึกตัวกรองที่ใช้อยู่เป็นมุมมอง/ });
    await dialog.waitFor();
    await expectNoViolation(`${where} (save view dialog)`);
    const saved = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/saved-views' && res.request().method() === 'POST');
    await dialog.getByRole('textbox', { name: /ชื่อมุมมอง/ }).fill(name);
    await dialog.getByRole('button', { name: /^บันทึกมุมมอง$/ }).click();
    expect((await saved).status()).toBe(201);
    await dialog.waitFor({ state: 'detached' });
  }

  async function openUserMenu(): Promise<void> {
    await page.getByRole('button', { name: /เมนูผู้ใช้|User menu/ }).click();
    await page.getByRole('menu').waitFor();
  }

  it('csn saves a searched list and a grouped report, then opens each from the user menu with its filters', async () => {
    // Signed in already (no test here is about signing in): straight to the list.
    ({ context, page } = await openSignedInPage(browser, { staff: 'csn' }));

    // A list searched by a name: the search is in the address, the view keeps it.
    const list = new TicketListPage(page);
    await list.open('survey', 'service');
    await list.search('สมชาย');
    await saveView(listView, '/app/ticket/survey/service');

    // A report grouped by area: the grouping is in the address too.
    await openSettled(page, '/app/report/ticketkpi');
    await page.getByRole('group', { name: /จัดกลุ่มตาม/ }).getByRole('button', { name: /^เขต \(Area\)$/ }).click();
    await page.waitForURL((url) => url.searchParams.get('group_by') === 'area');
    // The KPI table names each targeted KPI's target under its code (KPI2, KPI3, KPI4a).
    await page.getByRole('columnheader', { name: /เป้า ≥/ }).first().waitFor();
    expect(await page.getByRole('columnheader', { name: /เป้า ≥/ }).count()).toBe(3);
    await saveView(reportView, '/app/report/ticketkpi');

    // Elsewhere, the user menu lists both views; the list view opens the list with its search.
    await openSettled(page, '/app/report/caseclosed');
    await openUserMenu();
    await expectNoViolation('user menu with saved views');
    const listAnswer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/tickets' && new URL(res.url()).searchParams.get('q') === 'สมชาย');
    await page.getByRole('menuitem', { name: listView }).click();
    await listAnswer;
    await page.waitForURL((url) => url.pathname === '/app/ticket/survey/service' && url.searchParams.get('q') === 'สมชาย');
    expect(await list.searchBox().inputValue()).toBe('สมชาย');

    // The report view opens the report grouped by area.
    await openUserMenu();
    await page.getByRole('menuitem', { name: reportView }).click();
    await page.waitForURL((url) => url.pathname === '/app/report/ticketkpi' && url.searchParams.get('group_by') === 'area');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('group', { name: /จัดกลุ่มตาม/ }).getByRole('button', { name: /^เขต \(Area\)$/ }).getAttribute('aria-pressed')).toBe('true');

    // Manage: rename the report view, delete the list view; the menu follows.
    await openUserMenu();
    await page.getByRole('menuitem', { name: /จัดการมุมมองที่บันทึกไว้/ }).click();
    const manage = page.getByRole('dialog', { name: /มุมมองที่บันทึกไว้/ });
    await manage.getByRole('link', { name: reportView }).waitFor();
    await expectNoViolation('saved views dialog');
    await manage.getByRole('button', { name: `เปลี่ยนชื่อ ${reportView}` }).click();
    await manage.getByRole('textbox', { name: /ชื่อมุมมอง/ }).fill(`${reportView} (ใหม่)`);
    await manage.getByRole('button', { name: /^เปลี่ยนชื่อ$/ }).click();
    await manage.getByRole('link', { name: `${reportView} (ใหม่)` }).waitFor();
    await manage.getByRole('button', { name: `ลบ ${listView}` }).click();
    await manage.getByRole('link', { name: listView }).waitFor({ state: 'detached' });
    await manage.getByRole('button', { name: /^ปิด$/ }).click();
    await manage.waitFor({ state: 'detached' });

    await openUserMenu();
    await page.getByRole('menuitem', { name: `${reportView} (ใหม่)` }).waitFor();
    expect(await page.getByRole('menuitem', { name: listView }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });
});

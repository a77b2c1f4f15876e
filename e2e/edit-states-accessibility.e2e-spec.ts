import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { storedSession } from './support/app-paths';
import { axeViolations, describeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { dialogsSettled } from './support/dialogs-settled';
import { freshTel, freshTicket } from './support/fresh-ticket';
import { openSettled } from './support/menu-routes';
import { DealerDetailPage } from './support/pages/dealer-detail.page';
import { DealerListPage } from './support/pages/dealer-list.page';
import { MessageDialogPage } from './support/pages/message-dialog.page';
import { NewTicketPage } from './support/pages/new-ticket.page';
import { transitionsSettled } from './support/transitions-settled';
import { UserFormPage } from './support/pages/user-form.page';
import { demoAuthorization, openSignedInPage } from './support/signed-in-context';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A lazy page's first paint after a fresh sign-in, on a machine shared with the whole product. */
const FIRST_PAINT = { timeout: 90_000 };
const PLEASE_FILL_IN = 'กรุณากรอกข้อมูล (Please fill in the data)';
const SAVE = /^บันทึก \(Save\)$/;
const CANCEL = /^ยกเลิก \(Cancel\)$/;

/**
 * Issue 32, continued from page-states-accessibility: axe (WCAG 2 A/AA) on the settings' edit
 * forms and dialogs (dealer, car model, user, alert rule), each as it opens and with its "please fill
 * in" answers; the hotsheet import's upload states and its preview; the notifications page with its
 * scheduled-report and language choices open; and the call-centre form's same-tel warning and
 * dialog. One signed-in page per role, kept across the role's tests.
 */
describe('accessibility of edit forms, import and subscription dialogs (axe-core, WCAG 2 A/AA)', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const signedIn = new Map<string, Page>();
  let found: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });
  beforeEach(() => {
    found = [];
  });

  /** The role's signed-in page (signed in already: no test here is about signing in), reused by the role's next tests. */
  async function pageAs(role: 'csn' | 'callcenter' | 'region_manager'): Promise<Page> {
    const open = signedIn.get(role);
    if (open) return open;
    const { context, page } = await openSignedInPage(browser, { staff: role });
    contexts.push(context);
    signedIn.set(role, page);
    return page;
  }

  async function check(page: Page, state: string): Promise<void> {
    await dialogsSettled(page);
    await transitionsSettled(page);
    found.push(...describeViolations(state, await axeViolations(page)));
  }

  /** Closes an open select's list and waits until it has faded out (axe would read it half-drawn). */
  async function closeList(page: Page): Promise<void> {
    await page.keyboard.press('Escape');
    await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
  }

  async function closeDialog(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: CANCEL }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  it('finds no violation in the dealer forms (edit and new), with their errors', async () => {
    const page = await pageAs('csn');
    const list = new DealerListPage(page);
    await list.open();
    await list.filterByCode('D0005');
    await list.dealerLink('D0005').click();
    const dealer = new DealerDetailPage(page);
    await dealer.waitForDealer('D0005');
    await dealer.openEdit();
    await check(page, 'dealer edit form');
    await dealer.editForm().locator('input[required]').first().fill('');
    await dealer.editForm().getByRole('button', { name: SAVE }).click();
    await dealer.editForm().locator('.Mui-error').first().waitFor();
    await check(page, 'dealer edit form with errors');

    await page.goto('/app/dealer/new');
    const form = page.getByRole('form');
    await form.waitFor(FIRST_PAINT);
    await check(page, 'new dealer form');
    await form.getByRole('button', { name: SAVE }).click();
    await form.locator('.Mui-error').first().waitFor();
    await check(page, 'new dealer form with errors');
    expect(found).toEqual([]);
  }, 240_000);

  it('finds no violation in the car-model and alert-rule dialogs (add and edit), with their errors', async () => {
    const page = await pageAs('csn');
    await openSettled(page, '/app/carmodel');
    await page.getByRole('button', { name: /^เพิ่มรุ่นรถ/ }).click();
    let dialog = page.getByRole('dialog', { name: /เพิ่มรุ่นรถ/ });
    await dialog.waitFor();
    await check(page, 'add car model dialog');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.locator('.Mui-error').first().waitFor();
    await check(page, 'add car model dialog with errors');
    await closeDialog(dialog);
    await page.getByRole('main').getByRole('button', { name: /^แก้ไข .+ \(Edit\)$/ }).first().click();
    dialog = page.getByRole('dialog', { name: /^แก้ไข / });
    await dialog.waitFor();
    await check(page, 'edit car model dialog');
    await closeDialog(dialog);

    await openSettled(page, '/app/alertrule');
    await page.getByRole('button', { name: /^เพิ่มกฎ/ }).click();
    dialog = page.getByRole('dialog', { name: /เพิ่มกฎ/ });
    await dialog.waitFor();
    await check(page, 'add alert rule dialog');
    await dialog.getByRole('combobox').first().click();
    await page.getByRole('listbox').waitFor();
    await check(page, 'add alert rule dialog, kind choices open');
    await closeList(page);
    await dialog.getByRole('textbox').last().fill('');
    await dialog.getByRole('button', { name: SAVE }).click();
    await dialog.locator('.Mui-error').first().waitFor();
    await check(page, 'add alert rule dialog with errors');
    await closeDialog(dialog);
    await page.getByRole('main').getByRole('table').getByRole('button').first().click();
    dialog = page.getByRole('dialog', { name: /แก้ไขกฎ/ });
    await dialog.waitFor();
    await check(page, 'edit alert rule dialog');
    await closeDialog(dialog);
    expect(found).toEqual([]);
  }, 240_000);

  it('finds no violation on a user\'s edit form, with its errors', async () => {
    const page = await pageAs('csn');
    await openSettled(page, '/app/user');
    await page.locator('main table a[href^="/app/user/"]').first().click();
    const users = new UserFormPage(page);
    await users.form().waitFor(FIRST_PAINT);
    await check(page, 'user edit form');
    await users.form().getByRole('textbox', { name: /^ชื่อ \(First name\)/ }).fill('');
    await users.form().getByRole('button', { name: SAVE }).click();
    await users.form().getByText(PLEASE_FILL_IN).first().waitFor();
    await check(page, 'user edit form with errors');
    expect(found).toEqual([]);
  }, 240_000);

  it('finds no violation in the hotsheet import: upload form, wrong file, chosen file, preview with problems', async () => {
    const page = await pageAs('csn');
    await page.goto('/app/ticket/callcenter/showroom/hotsheet');
    await page.getByTestId('import-limits').filter({ hasText: /MB/ }).waitFor(FIRST_PAINT);
    await check(page, 'hotsheet import form');
    const input = page.getByTestId('import-file');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a hotsheet') });
    await page.getByRole('alert').filter({ hasText: /xlsx|Excel/i }).waitFor();
    await check(page, 'hotsheet import: wrong file type');

    // One row whose tel is wrong: the dry run previews it as a problem.
    const session = await storedSession(page);
    const template = new ExcelJS.Workbook();
    const answer = await page.request.get('/api/imports/hotsheet/template?type=showroom', { headers: { Authorization: `${session?.token_type} ${session?.token}` } });
    expect(answer.status()).toBe(200);
    await template.xlsx.load((await answer.body()) as unknown as ArrayBuffer);
    const headers = template.getWorksheet('Hotsheet')?.getRow(1).values;
    if (!Array.isArray(headers)) throw new Error('the template has no header row');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Hotsheet');
    sheet.addRow(headers.slice(1));
    sheet.addRow(headers.slice(1).map((header) => (String(header ?? '').startsWith('เบอร์โทรศัพท์') ? 'not-a-tel' : '')));
    await input.setInputFiles({ name: 'hotsheet-axe.xlsx', mimeType: XLSX_TYPE, buffer: Buffer.from(await workbook.xlsx.writeBuffer()) });
    await page.getByText('hotsheet-axe.xlsx').waitFor();
    await check(page, 'hotsheet import: file chosen');
    await page.getByRole('button', { name: /อัปโหลดและตรวจสอบ/ }).click();
    const messages = new MessageDialogPage(page);
    await messages.success().waitFor();
    await check(page, 'hotsheet import: file received message');
    await messages.confirmSuccess();
    await page.getByRole('table', { name: /แถวที่มีปัญหา/ }).waitFor({ timeout: 60_000 });
    await check(page, 'hotsheet import: preview with problems');
    expect(found).toEqual([]);
  }, 240_000);

  it('finds no violation on the notifications page with its scheduled-report and language choices open', async () => {
    const page = await pageAs('region_manager');
    // A saved KPI report view of the user's own: the page offers it a schedule.
    const saved = await page.request.post('/api/saved-views', {
      headers: await demoAuthorization({ staff: 'region_manager' }),
      data: { name: `axe รายงาน ${Date.now().toString(36)}`, path: '/app/report/ticketkpi', query: '' },
    });
    expect(saved.status()).toBe(201);
    await page.goto('/app/notifications');
    await page.getByRole('heading', { level: 1, name: /การแจ้งเตือน|Notifications/ }).waitFor(FIRST_PAINT);
    const reports = page.getByRole('region', { name: /รายงานตามกำหนดเวลา/ });
    const schedule = reports.getByRole('combobox').first();
    await schedule.waitFor(FIRST_PAINT);
    await check(page, 'notifications page');
    await page.getByRole('form').getByRole('combobox').first().click();
    await page.getByRole('listbox').waitFor();
    await check(page, 'notifications: mail language choices open');
    await closeList(page);
    await schedule.click();
    await page.getByRole('listbox').waitFor();
    await check(page, 'notifications: report schedule choices open');
    await closeList(page);
    expect(found).toEqual([]);
  }, 240_000);

  it('finds no violation in the call-centre form\'s same-tel warning and dialog', async () => {
    const page = await pageAs('callcenter');
    const tel = freshTel();
    await freshTicket(page.request, 'คุณทดสอบ axe เบอร์ซ้ำ', tel);
    const form = new NewTicketPage(page);
    await page.goto('/app/ticket/callcenter/showroom/add');
    await form.dealerBox().waitFor(FIRST_PAINT);
    await form.chooseDealer('D0001');
    await form.fill({ name: 'คุณทดสอบ axe เบอร์ซ้ำ', tel, description: 'พนักงานขายไม่โทรกลับ', categories: ['A01'] });
    await form.sameTelNotice().waitFor();
    await check(page, 'new ticket: same-tel warning');
    await form.form().getByRole('button', { name: /บันทึกเคส/ }).click();
    const dialog = page.getByRole('dialog', { name: /พบการร้องเรียนซ้ำในเดือนนี้/ });
    await dialog.waitFor();
    await check(page, 'new ticket: same-tel dialog');
    await closeDialog(dialog);
    expect(found).toEqual([]);
  }, 240_000);
});

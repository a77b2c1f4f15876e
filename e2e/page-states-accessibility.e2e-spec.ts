import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { dialogsSettled } from './support/dialogs-settled';
import { freshTicket } from './support/fresh-ticket';
import { NewTicketPage } from './support/pages/new-ticket.page';
import { TicketDetailPage } from './support/pages/ticket-detail.page';
import { UserFormPage } from './support/pages/user-form.page';
import { openSignedInPage } from './support/signed-in-context';

/**
 * Issue 32: axe (WCAG 2 A/AA) on the page states a user reaches beyond the menu routes (those are
 * walked in accessibility.e2e-spec): the ticket page's forms and dialogs, each as it opens and with
 * its "please fill in" answers shown, the new-ticket form and its dealer confirmation, the new-user
 * form. (The status step, the note dialog, the leave dialog, the draft prompts, the saved-view
 * dialogs, the category suggestions and the PDCA forms are checked in their own specs.)
 */
describe('accessibility of forms and dialogs (axe-core, WCAG 2 A/AA)', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;
  let found: string[];
  /** A lazy page's first paint after a fresh sign-in, on a machine shared with the whole product (seen over 30 s at load 40). */
  const FIRST_PAINT = { timeout: 90_000 };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(() => {
    found = [];
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function check(state: string): Promise<void> {
    await dialogsSettled(page);
    found.push(...describeViolations(state, await axeViolations(page)));
  }

  /** Opens every closed accordion part of a dialog or form (what a user opens to fill them in). */
  async function expandAll(scope: Locator): Promise<void> {
    for (const part of await scope.locator('.MuiAccordionSummary-root[aria-expanded="false"]').all()) await part.click();
  }

  it('finds no violation in the ticket page\'s forms and dialogs', async () => {
    // Signed in already (no test here is about signing in): straight to the page checked.
    ({ context, page } = await openSignedInPage(browser, { staff: 'csn' }));
    const ticketId = await freshTicket(context.request, 'คุณทดสอบ axe หน้าเคส');
    await page.goto(`/app/ticket/callcenter/showroom/${ticketId}`);
    const detail = new TicketDetailPage(page);
    await page.getByRole('heading', { level: 1, name: /^เคส / }).waitFor(FIRST_PAINT);
    await check('ticket page');

    // A status move that asks for confirmation.
    await page.getByRole('group', { name: /เปลี่ยนสถานะ/ }).getByRole('button').first().click();
    const confirm = page.getByRole('dialog', { name: /เปลี่ยนสถานะเคส/ });
    await confirm.waitFor();
    await check('status change confirmation');
    await confirm.getByRole('button', { name: /^ยกเลิก \(Cancel\)$/ }).click();
    await confirm.waitFor({ state: 'detached' });

    // The edit form, then with its "please fill in" answers.
    await detail.openEdit();
    await check('ticket edit form');
    await detail.editForm().getByLabel(/ชื่อ-นามสกุลลูกค้า/).fill('');
    await detail.editForm().getByRole('button', { name: /^บันทึก \(Save\)$/ }).click();
    await detail.editForm().getByText('กรุณากรอกข้อมูล (Please fill in the data)').first().waitFor();
    await check('ticket edit form with errors');
    await detail.editForm().getByRole('button', { name: /^ยกเลิก \(Cancel\)$/ }).click();
    await detail.editForm().waitFor({ state: 'detached' });

    // Cancelling the ticket: its reason is required.
    await page.getByRole('button', { name: /^ยกเลิกเคส \(Cancel ticket\)$/ }).click();
    const cancel = page.getByRole('dialog', { name: /ยกเลิกเคส/ });
    await cancel.waitFor();
    await check('cancel-ticket dialog');
    await cancel.getByRole('button', { name: /ยืนยันยกเลิกเคส/ }).click();
    await cancel.locator('.MuiFormHelperText-root.Mui-error').first().waitFor();
    await check('cancel-ticket dialog with its error');
    await cancel.getByRole('button', { name: /^ย้อนกลับ \(Back\)$/ }).click();
    await cancel.waitFor({ state: 'detached' });

    // Deleting the ticket: its reason is required.
    await page.getByRole('button', { name: /^ลบเคส \(Delete ticket\)$/ }).click();
    const remove = page.getByRole('dialog', { name: /ลบเคส/ });
    await remove.waitFor();
    await check('delete-ticket dialog');
    await remove.getByRole('button', { name: /^ลบ \(Delete\)$/ }).click();
    await remove.getByText('กรุณากรอกข้อมูล (Please fill in the data)').waitFor();
    await check('delete-ticket dialog with its error');
    await remove.getByRole('button', { name: /^ยกเลิก \(Cancel\)$/ }).click();
    await remove.waitFor({ state: 'detached' });

    // The closed-loop verification, every part opened, then with its answers missing.
    await detail.verificationsSection().getByRole('button', { name: /บันทึกผลการตรวจสอบ/ }).click();
    const verify = page.getByRole('dialog', { name: /ตรวจสอบปิดเคส/ });
    await verify.waitFor();
    await expandAll(verify);
    await check('verification dialog');
    await verify.getByRole('button', { name: /บันทึกผลการตรวจสอบ \(Save verification\)/ }).click();
    await verify.locator('.Mui-error').first().waitFor();
    await check('verification dialog with errors');
    await verify.getByRole('button', { name: /^ยกเลิก \(Cancel\)$/ }).click();
    await verify.waitFor({ state: 'detached' });

    expect(found).toEqual([]);
  }, 300_000);

  it('finds no violation in the new-ticket form, its dealer confirmation and its errors', async () => {
    ({ context, page } = await openSignedInPage(browser, { staff: 'callcenter' }));
    const form = new NewTicketPage(page);
    await page.goto('/app/ticket/callcenter/showroom/add');
    await form.dealerBox().waitFor(FIRST_PAINT);
    await form.dealerBox().fill('D0001');
    await page.getByRole('option', { name: /^D0001 ·/ }).click();
    await page.getByRole('button', { name: /ถัดไป|Next/ }).click();
    await form.confirmDealerDialog().waitFor();
    await check('new ticket: dealer confirmation');
    await form.confirmDealerDialog().getByRole('button', { name: /^ยืนยัน/ }).click();
    await form.form().waitFor();
    await check('new ticket form');
    await form.form().getByRole('button', { name: /บันทึกเคส/ }).click();
    await form.form().getByText('กรุณากรอกข้อมูล (Please fill in the data)').first().waitFor();
    await check('new ticket form with errors');
    expect(found).toEqual([]);
  }, 240_000);

  it('finds no violation in the new-user form, for staff and for dealer staff, and with its errors', async () => {
    ({ context, page } = await openSignedInPage(browser, { staff: 'csn' }));
    const users = new UserFormPage(page);
    await page.goto('/app/user/new');
    await users.form().waitFor(FIRST_PAINT);
    await check('new-user form');
    await users.choose(/ประเภทผู้ใช้/, /ผู้แทนจำหน่าย \(Dealer\)/);
    await users.form().getByRole('combobox', { name: /^ผู้แทนจำหน่าย/ }).waitFor();
    await check('new-user form (dealer staff)');
    await users.form().getByRole('button', { name: /^บันทึก \(Save\)$/ }).click();
    await users.form().getByText('กรุณากรอกข้อมูล (Please fill in the data)').first().waitFor();
    await check('new-user form with errors');
    expect(found).toEqual([]);
  }, 240_000);
});

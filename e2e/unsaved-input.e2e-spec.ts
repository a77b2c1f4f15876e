import type { Browser, BrowserContext, Page } from 'playwright-core';
import { currentPath, waitForPath } from './support/app-paths';
import { waitForPageCondition } from './support/page-condition';
import { launchBrowser } from './support/browser';
import { AppShellPage } from './support/pages/app-shell.page';
import { MessageDialogPage } from './support/pages/message-dialog.page';
import { NewTicketPage } from './support/pages/new-ticket.page';
import { TicketDetailPage } from './support/pages/ticket-detail.page';
import { openSignedInPage } from './support/signed-in-context';

const DASHBOARD_LINK = /^แดชบอร์ด \(Dashboard\)$|^Dashboard$/;
const freshTel = () => `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Issue 16 "Nothing typed is lost": the call-centre form across a dealer change, in-app navigation and reloads. */
describe('unsaved input on the call-centre form', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** The beforeunload questions the browser asked (openPage accepts them). */
  let unloadPrompts: number;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    // Signed in as the agent already (no test here is about signing in): each test opens the form at once.
    ({ context, page } = await openSignedInPage(browser, { staff: 'callcenter' }));
    unloadPrompts = 0;
    page.on('dialog', (dialog) => {
      if (dialog.type() === 'beforeunload') unloadPrompts += 1;
    });
  });
  afterEach(async () => {
    await context?.close();
  });

  it('warns of the same tel as soon as it is typed, and keeps the input across a dealer change', async () => {
    const tel = freshTel();
    const form = new NewTicketPage(page);
    await form.open('showroom');
    const caseNo = await form.create({ dealerCode: 'D0001', name: 'คุณทดสอบ เบอร์ซ้ำ', tel, description: 'รอรถนาน', categories: ['A01'] });

    await form.open('showroom');
    await form.chooseDealer('D0001');
    await form.nameBox().fill('คุณทดสอบ ไม่หาย');
    await form.telBox().fill(tel);
    // Before any Save: the warning names the ticket this tel opened this month.
    await form.sameTelNotice().getByRole('link', { name: caseNo }).waitFor();

    await form.changeDealer('D0002');
    expect(await form.nameBox().inputValue()).toBe('คุณทดสอบ ไม่หาย');
    expect(await form.telBox().inputValue()).toBe(tel);
    await page.getByRole('region', { name: /ผู้แทนจำหน่ายที่เลือก|Chosen dealer/ }).getByText(/D0002/).waitFor();

    // A reload of the filled form asks the browser's question (accepted here), and the draft the
    // browser kept comes back with its dealer once the user asks for it (issue 32).
    await page.reload();
    await form.draftPrompt().waitFor();
    expect(unloadPrompts).toBe(1);
    await form.draftPrompt().getByText(/คุณทดสอบ ไม่หาย/).waitFor();
    await form.draftPrompt().getByRole('button', { name: /กู้คืนฉบับร่าง|Restore draft/ }).click();
    await form.form().waitFor();
    expect(await form.nameBox().inputValue()).toBe('คุณทดสอบ ไม่หาย');
    expect(await form.telBox().inputValue()).toBe(tel);
    await page.getByRole('region', { name: /ผู้แทนจำหน่ายที่เลือก|Chosen dealer/ }).getByText(/D0002/).waitFor();
  });

  it('keeps a draft of a call through a closed tab; discarding it starts a blank form, and a saved ticket leaves no draft', async () => {
    const form = new NewTicketPage(page);
    await form.open('showroom');
    await form.chooseDealer('D0001');
    await form.nameBox().fill('คุณทดสอบ แท็บปิด');
    // Written a moment after typing stops: the draft is in the browser before the tab goes.
    await waitForPageCondition(page, `Object.keys(localStorage).some((key) => key.startsWith('voc.draft.v1:') && (localStorage.getItem(key) ?? '').includes('แท็บปิด'))`);
    await page.close({ runBeforeUnload: false });

    page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    const again = new NewTicketPage(page);
    await page.goto('/app/ticket/callcenter/showroom/add');
    await again.draftPrompt().waitFor();
    await again.draftPrompt().getByRole('button', { name: /^ทิ้ง|^Discard/ }).click();
    await again.draftPrompt().waitFor({ state: 'detached' });
    await again.dealerBox().waitFor();
    await page.reload();
    await again.dealerBox().waitFor();
    expect(await again.draftPrompt().count()).toBe(0);

    // A saved ticket's draft is gone: the form opens blank next time.
    await again.create({ dealerCode: 'D0001', name: 'คุณทดสอบ บันทึกแล้ว', tel: freshTel(), description: 'รอรถนาน', categories: ['A01'] });
    await again.open('showroom');
    expect(await again.draftPrompt().count()).toBe(0);
    expect(await page.evaluate<string[]>(`Object.keys(localStorage).filter((key) => key.startsWith('voc.draft.v1:'))`)).toEqual([]);
  });

  it('asks before leaving a filled form through the side menu; Stay (the prominent answer) keeps the input, Leave goes', async () => {
    const form = new NewTicketPage(page);
    await form.open('service');
    await form.chooseDealer('D0001');
    await form.nameBox().fill('คุณทดสอบ ออกจากหน้า');
    const nav = new AppShellPage(page).navigation();

    await nav.getByRole('link', { name: DASHBOARD_LINK }).click();
    await form.leaveDialog().waitFor();
    // Staying is the filled, focused answer: a hurried Enter keeps the input (issue 32).
    const stay = form.leaveDialog().getByRole('button', { name: /อยู่ที่หน้านี้ต่อ|Stay/ });
    expect(await stay.evaluate((button) => [button.classList.contains('MuiButton-contained'), button.ownerDocument.activeElement === button])).toEqual([true, true]);
    expect(await form.leaveDialog().getByRole('button', { name: /ออกโดยไม่บันทึก|Leave without saving/ }).evaluate((button) => button.classList.contains('MuiButton-contained'))).toBe(false);
    await page.keyboard.press('Enter');
    await form.leaveDialog().waitFor({ state: 'hidden' });
    expect(currentPath(page)).toBe('/app/ticket/callcenter/service/add');
    expect(await form.nameBox().inputValue()).toBe('คุณทดสอบ ออกจากหน้า');

    await nav.getByRole('link', { name: DASHBOARD_LINK }).click();
    await form.leaveDialog().getByRole('button', { name: /ออกโดยไม่บันทึก|Leave without saving/ }).click();
    await waitForPath(page, '/app/main');
  });

  it('asks before leaving a ticket\'s edit form with a changed solution, and not after saving it', async () => {
    const form = new NewTicketPage(page);
    await form.open('showroom');
    await form.create({ dealerCode: 'D0001', name: 'คุณทดสอบ แก้ไขเคส', tel: freshTel(), description: 'รอรถนาน', categories: ['A01'] });
    const detail = new TicketDetailPage(page);
    await detail.openEdit();
    await detail.editForm().getByRole('textbox', { name: /แนวทางการแก้ไข|^Solution/ }).fill('โทรนัดลูกค้า');
    const nav = new AppShellPage(page).navigation();
    await nav.getByRole('link', { name: DASHBOARD_LINK }).click();
    await form.leaveDialog().getByRole('button', { name: /อยู่ที่หน้านี้ต่อ|Stay/ }).click();
    await form.leaveDialog().waitFor({ state: 'hidden' });
    expect(await detail.saveEdit()).toBe(200);
    // The ticket page's saves confirm with a passing notice, not a dialog (issue 32).
    expect(await new MessageDialogPage(page).noticeText()).toContain('บันทึกข้อมูลเรียบร้อยแล้ว');
    await detail.editForm().waitFor({ state: 'detached' });
    await nav.getByRole('link', { name: DASHBOARD_LINK }).click();
    await waitForPath(page, '/app/main');
  });

  it('does not ask on an untouched page or form, in the app or on reload', async () => {
    const form = new NewTicketPage(page);
    await form.open('showroom');
    await form.chooseDealer('D0001');
    // Touched by the user (the browser asks only after a user gesture), but nothing typed.
    await form.nameBox().click();
    await new AppShellPage(page).navigation().getByRole('link', { name: DASHBOARD_LINK }).click();
    await waitForPath(page, '/app/main');
    expect(await form.leaveDialog().count()).toBe(0);

    await new AppShellPage(page).navigation().getByRole('link', { name: /คู่มือการใช้งาน|Manuals/ }).click();
    await waitForPath(page, '/app/main/manuals');
    await page.reload();
    await new AppShellPage(page).navigation().waitFor();
    expect(unloadPrompts).toBe(0);
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { currentPath, storedSession } from './support/app-paths';
import { axeViolations, describeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { DEMO_DEALERS } from './support/demo-accounts';
import { MessageDialogPage } from './support/pages/message-dialog.page';
import { NewTicketPage } from './support/pages/new-ticket.page';
import { openSignedInPage } from './support/signed-in-context';
import { TicketDetailPage } from './support/pages/ticket-detail.page';
import { TicketListPage } from './support/pages/ticket-list.page';

/** The first open demo dealer branch: DEMO-DEALER-1 (showroom staff) works there. */
const DEMO_DEALER_CODE = 'D0001';

/** A tel no demo ticket has (they use 08…), so the same-tel warning stays out of the way. */
const freshTel = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A 1×1 PNG and a tiny PDF: the api checks what the first bytes say a file is. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * A call-centre ticket's life (SPEC.md §2, §4): the agent opens it for a dealer branch, the
 * dealer works it W → C → S → T, an approver completes it (B, with the 72-hour note) and records
 * the closed-loop verification. Only the allowed next steps are offered; a refusal (from a race)
 * is shown in the user's language.
 */
describe('ticket workflow', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;
  const created: { worked?: string; refused?: string } = {};

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

  // Signed in already (no test here is about signing in): each test opens its page at once.
  async function openAsStaff(type: 'callcenter' | 'csn') {
    ({ context, page } = await openSignedInPage(browser, { staff: type }));
  }

  async function openAsDealer(passportId: string) {
    ({ context, page } = await openSignedInPage(browser, { dealer: passportId }));
  }

  /** Opens a ticket from the call-centre showroom list, found by its case number. */
  async function openFromList(caseNo: string): Promise<TicketDetailPage> {
    const list = new TicketListPage(page);
    await list.open('callcenter', 'showroom');
    await list.search(caseNo);
    expect(new URL(page.url()).searchParams.get('q')).toBe(caseNo);
    await list.caseLink(caseNo).click();
    const detail = new TicketDetailPage(page);
    await detail.waitForTicket(caseNo);
    return detail;
  }

  it('lets a call-centre agent open showroom tickets for dealer D0001 after confirming dealer and branch', async () => {
    await openAsStaff('callcenter');
    const form = new NewTicketPage(page);
    const messages = new MessageDialogPage(page);

    await form.open('showroom');
    const confirmation = await form.chooseDealer(DEMO_DEALER_CODE);
    expect(confirmation).toContain(DEMO_DEALER_CODE);
    await form.fill({ name: 'คุณทดสอบ ระบบงาน', tel: freshTel(), description: 'พนักงานขายไม่โทรกลับตามนัด', categories: ['A03'] });
    await form.attach('image', [{ name: 'หน้ารถ.png', mimeType: 'image/png', buffer: PNG }]);
    await form.attach('pdf', [{ name: 'ใบเสร็จ.pdf', mimeType: 'application/pdf', buffer: PDF }]);
    expect(await form.save()).toBe(201);
    expect(await messages.confirmSuccess()).toContain('บันทึกข้อมูลเรียบร้อยแล้ว');
    const detail = new TicketDetailPage(page);
    await detail.heading().waitFor();
    created.worked = ((await detail.heading().textContent()) ?? '').replace(/^เคส\s+/, '').trim();
    expect(created.worked).toMatch(/^SR\d{4}-\d{6}$/);
    expect(currentPath(page)).toMatch(/^\/app\/ticket\/callcenter\/showroom\/[0-9a-f-]{36}$/);
    expect(await detail.currentStatus()).toBe('W');
    // The image is fetched with the user's token and shown from memory; the PDF opens on demand.
    const thumbnail = detail.attachmentsSection().getByRole('img', { name: 'หน้ารถ.png' });
    await thumbnail.waitFor();
    expect(await thumbnail.getAttribute('src')).toMatch(/^blob:/);
    await detail.attachmentsSection().getByRole('button', { name: /ใบเสร็จ\.pdf/ }).waitFor();

    await form.open('showroom');
    created.refused = await form.create({
      dealerCode: DEMO_DEALER_CODE,
      name: 'คุณทดสอบ ข้ามขั้นตอน',
      tel: freshTel(),
      description: 'รถส่งมอบล่าช้า',
      categories: ['A06'],
    });
    expect(created.refused).not.toBe(created.worked);
  });

  it('checks the form before sending: category rules and required fields, without a call', async () => {
    await openAsStaff('callcenter');
    const form = new NewTicketPage(page);
    await form.open('showroom');
    await form.chooseDealer(DEMO_DEALER_CODE);
    let calls = 0;
    await page.route('**/api/tickets', (route) => {
      if (route.request().method() === 'POST') calls += 1;
      return route.continue();
    });
    await form.form().getByRole('checkbox', { name: /^P99 / }).check();
    await form.form().getByRole('button', { name: /บันทึกเคส|Save ticket/ }).click();
    await form.form().getByText('กรุณาระบุชิ้นส่วนที่บกพร่อง (Please name the defective part)').waitFor();
    expect(await form.form().getByText('กรุณากรอกข้อมูล (Please fill in the data)').count()).toBeGreaterThanOrEqual(3);
    await form.form().locator('input[type="file"][data-upload-kind="image"]').setInputFiles({ name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await form.form().getByText(/notes\.gif: ไฟล์รูปภาพไม่ถูกต้อง/).waitFor();
    expect(calls).toBe(0);
  });

  it('lets the dealer find the ticket in the call-centre showroom list and work it W → C → S → T', async () => {
    const caseNo = created.worked!;
    await openAsDealer(DEMO_DEALERS.showroom);
    const detail = await openFromList(caseNo);
    const messages = new MessageDialogPage(page);

    // The ticket page's saves confirm with a passing notice, not a dialog to close (issue 32).
    expect(await detail.changeStatus('C')).toBe(200);
    expect(await messages.noticeText()).toContain('บันทึกข้อมูลเรียบร้อยแล้ว');
    expect(await messages.success().count()).toBe(0);
    await detail.waitForStatus('C');

    // Proposing a solution opens only what S needs (issue 32): the solution is required there.
    await detail.statusButton('S').click();
    const step = detail.stepDialog('S');
    await step.waitFor();
    await step.getByRole('button', { name: /^บันทึก \(Save\)$/ }).click();
    await step.getByText('กรุณากรอกข้อมูล (Please fill in the data)').first().waitFor();
    expect(await detail.saveStep('S', 'โทรขอโทษลูกค้าและนัดพนักงานขายติดต่อกลับภายในวันนี้')).toBe(200);
    await detail.waitForStatus('S');

    expect(await detail.changeStatus('T')).toBe(200);
    await detail.waitForStatus('T');
    expect(await detail.historyStatuses()).toEqual(['W', 'C', 'S', 'T']);
  });

  it('offers only the allowed next step, and shows a refusal from a race in the user\'s language only', async () => {
    const caseNo = created.refused!;
    await openAsDealer(DEMO_DEALERS.showroom);
    const detail = await openFromList(caseNo);

    // W: the dealer may only contact the customer (C); no later status to skip to.
    await detail.statusButton('C').waitFor();
    for (const later of ['W', 'S', 'I', 'T', 'R', 'B']) expect(await detail.statusButton(later).count()).toBe(0);

    // Someone else moves the ticket first (another tab, a colleague): this page still offers C.
    const ticketId = new URL(page.url()).pathname.split('/').at(-1)!;
    const session = await storedSession(page);
    const raced = await page.request.patch(`/api/tickets/${ticketId}`, { headers: { Authorization: `${session!.token_type} ${session!.token}` }, data: { status: 'C' } });
    expect(raced.status()).toBe(200);

    expect(await detail.changeStatus('C')).toBeGreaterThanOrEqual(400);
    const alert = await new MessageDialogPage(page).confirmAlert();
    expect(alert).toMatch(/ไม่สามารถเปลี่ยนเป็นสถานะเดิมได้|ข้อมูลเคสถูกแก้ไขโดยผู้อื่นแล้ว/);
    expect(alert).not.toContain('StatusChangeRefused');
    expect(alert).not.toContain(' : ');

    // Back to the list as it was filtered.
    await page.getByRole('link', { name: /กลับไปที่|Back to/ }).click();
    await page.waitForURL((url) => url.pathname === '/app/ticket/callcenter/showroom' && url.searchParams.get('q') === caseNo);
    await new TicketListPage(page).caseLink(caseNo).waitFor();
  });

  it('lets an approver complete the ticket with the 72-hour note and record the verification in its history', async () => {
    const caseNo = created.worked!;
    await openAsStaff('csn');
    const detail = await openFromList(caseNo);
    const messages = new MessageDialogPage(page);

    expect(await detail.changeStatus('B')).toBe(200);
    expect(await messages.noticeText()).toContain('สามารถแก้ไขได้ภายใน 72 ชั่วโมง');
    await detail.waitForStatus('B');

    await detail.verificationsSection().getByText(/ยังไม่มีการตรวจสอบปิดเคส/).waitFor();
    expect(
      await detail.recordVerification({ customerVoc: 'ลูกค้าพอใจกับการติดต่อกลับ', reviewDetail: 'ข้อมูลครบถ้วน', smsDetail: 'ลูกค้าได้รับ SMS แล้ว' }),
    ).toBe(200);
    expect(await messages.noticeText()).toContain('บันทึกผลการตรวจสอบเรียบร้อยแล้ว');
    const entries = detail.verificationsSection().getByRole('article');
    await entries.first().waitFor();
    expect(await entries.count()).toBe(1);
    expect(await entries.first().textContent()).toContain('ลูกค้าพอใจกับการติดต่อกลับ');
  });

  it('lets csn delete a ticket only with a reason, and shows who, when and why under Deleted tickets', async () => {
    const caseNo = created.refused!;
    await openAsStaff('csn');
    await openFromList(caseNo);
    let deletes = 0;
    page.on('request', (request) => {
      if (request.method() === 'DELETE' && /\/api\/tickets\//.test(request.url())) deletes += 1;
    });
    await page.getByRole('button', { name: /^ลบเคส \(Delete ticket\)$/ }).click();
    const dialog = page.getByRole('dialog', { name: /ลบเคส/ });
    await dialog.waitFor();
    // No reason: the dialog says so and sends nothing.
    await dialog.getByRole('button', { name: /^ลบ \(Delete\)$/ }).click();
    await dialog.getByText('กรุณากรอกข้อมูล (Please fill in the data)').waitFor();
    expect(deletes).toBe(0);
    const reason = 'ลูกค้าแจ้งซ้ำกับเคสเดิม ทดสอบการลบ (duplicate)';
    await dialog.getByRole('textbox', { name: /เหตุผลที่ลบ/ }).fill(reason);
    const answered = page.waitForResponse((res) => res.request().method() === 'DELETE' && /\/api\/tickets\//.test(new URL(res.url()).pathname));
    await dialog.getByRole('button', { name: /^ลบ \(Delete\)$/ }).click();
    expect((await answered).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/app/ticket/callcenter/showroom');

    // The audit view under Settings: the ticket, who deleted it and why.
    await page.locator('#navigation-drawer nav a[href="/app/ticket/deleted"]').waitFor({ state: 'attached' });
    await page.goto('/app/ticket/deleted');
    await page.getByRole('heading', { level: 1, name: /เคสที่ถูกลบ/ }).waitFor();
    const row = page.getByRole('row').filter({ hasText: caseNo });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(reason);
    expect(text).toContain('CSN');
    expect(text).toContain('ออกจากเดือนที่ยังเปิด');
    // The page itself is accessible (the menu-wide walk of accessibility.e2e-spec covers it too).
    expect(describeViolations('/app/ticket/deleted', await axeViolations(page))).toEqual([]);
  });
});

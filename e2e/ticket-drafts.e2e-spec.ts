import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { DEMO_DEALERS } from './support/demo-accounts';
import { dialogsSettled } from './support/dialogs-settled';
import { freshTicket } from './support/fresh-ticket';
import { waitForPageCondition } from './support/page-condition';
import { TicketDetailPage } from './support/pages/ticket-detail.page';
import { TicketWorkPage } from './support/pages/ticket-work.page';
import { demoSession, openSignedInPage } from './support/signed-in-context';

/** Whether the browser holds a draft of this ticket's form (`ticket-edit` or `ticket-step`). */
const draftStored = (form: string, ticketId: string) => `Object.keys(localStorage).some((key) => key.startsWith('voc.draft.v1:') && key.endsWith(':${form}:${ticketId}'))`;

/**
 * Issue 32 "drafts on every long form", on the ticket page: the edit form and the status step's
 * form keep what is typed per user and ticket in the browser; a reload offers it back (restore /
 * discard), a save leaves no draft behind.
 */
describe('drafts of the ticket forms', () => {
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

  function draftPrompt(name: RegExp): ReturnType<Page['getByRole']> {
    return page.getByRole('region', { name: /พบฉบับร่างที่ยังไม่ได้บันทึก|An unsaved draft was found/ }).filter({ hasText: name });
  }

  it('brings an unsaved edit back after a reload, and leaves no draft once it is saved', async () => {
    // Signed in already (no test here is about signing in): straight to the ticket.
    ({ context, page } = await openSignedInPage(browser, { staff: 'csn' }));
    const ticketId = await freshTicket(context.request, 'คุณทดสอบ ร่างแก้ไข');
    await page.goto(`/app/ticket/callcenter/showroom/${ticketId}`);
    const detail = new TicketDetailPage(page);
    await detail.openEdit();
    const solution = 'โทรขอโทษลูกค้า นัดพนักงานขายติดต่อกลับ (ร่าง)';
    await detail.editForm().getByRole('textbox', { name: /แนวทางการแก้ไข|^Solution/ }).fill(solution);
    await detail.editForm().getByLabel(/ชื่อ-นามสกุลลูกค้า|Customer name/).fill('คุณทดสอบ ร่างแก้ไข ชื่อใหม่');
    await waitForPageCondition(page, draftStored('ticket-edit', ticketId));

    // A reload (the browser's question accepted): the page offers the draft back, the form closed.
    await page.reload();
    const prompt = draftPrompt(/แก้ไขเคส|Edit ticket/);
    await prompt.waitFor();
    expect(await detail.editForm().count()).toBe(0);
    expect(describeViolations('ticket page: draft prompt', await axeViolations(page))).toEqual([]);
    await prompt.getByRole('button', { name: /กู้คืนฉบับร่าง|Restore draft/ }).click();
    await detail.editForm().waitFor();
    expect(await detail.editForm().getByRole('textbox', { name: /แนวทางการแก้ไข|^Solution/ }).inputValue()).toBe(solution);
    expect(await detail.editForm().getByLabel(/ชื่อ-นามสกุลลูกค้า|Customer name/).inputValue()).toBe('คุณทดสอบ ร่างแก้ไข ชื่อใหม่');
    expect(await prompt.count()).toBe(0);
    expect(describeViolations('ticket edit form (restored)', await axeViolations(page))).toEqual([]);

    expect(await detail.saveEdit()).toBe(200);
    await detail.editForm().waitFor({ state: 'detached' });
    // Saved: the browser keeps no draft, and a reload offers none.
    expect(await page.evaluate<boolean>(draftStored('ticket-edit', ticketId))).toBe(false);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^เคส / }).waitFor();
    await page.getByText('คุณทดสอบ ร่างแก้ไข ชื่อใหม่').first().waitFor();
    expect(await page.getByRole('region', { name: /พบฉบับร่างที่ยังไม่ได้บันทึก/ }).count()).toBe(0);
    expect(await page.evaluate<boolean>(draftStored('ticket-edit', ticketId))).toBe(false);
    // Three loads of the ticket page and two axe runs, on a shared machine.
  }, 180_000);

  it("keeps the status step's words through a reload; discarding starts blank, and a saved step leaves no draft", async () => {
    ({ context, page } = await openSignedInPage(browser, { dealer: DEMO_DEALERS.showroom }, { width: 390, height: 844 }));
    const ticketId = await freshTicket(context.request, 'คุณทดสอบ ร่างขั้นตอน');
    const dealer = await demoSession({ dealer: DEMO_DEALERS.showroom });
    expect((await context.request.patch(`/api/tickets/${ticketId}`, { headers: { Authorization: `Bearer ${dealer.token}` }, data: { status: 'C' } })).status()).toBe(200);
    await page.goto(`/app/ticket/callcenter/showroom/${ticketId}`);
    const work = new TicketWorkPage(page);
    const solutionBox = () => work.stepDialog().getByRole('textbox', { name: /แนวทางการแก้ไข|^Solution/ });

    // Typed, then a reload: offered back; discarded, the step opens blank.
    await work.stepButton('S').click();
    await solutionBox().fill('ร่างที่จะทิ้ง');
    await waitForPageCondition(page, draftStored('ticket-step', ticketId));
    await page.reload();
    const prompt = draftPrompt(/ขั้นตอน S|Step S/);
    await prompt.waitFor();
    await prompt.getByRole('button', { name: /^ทิ้ง|^Discard/ }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(await page.evaluate<boolean>(draftStored('ticket-step', ticketId))).toBe(false);
    await work.stepButton('S').click();
    expect(await solutionBox().inputValue()).toBe('');

    // Typed again, a reload, restored into the step's form, saved: no draft is left.
    const solution = 'นัดลูกค้าเข้าพบผู้จัดการสาขาภายในสัปดาห์นี้';
    await solutionBox().fill(solution);
    await waitForPageCondition(page, draftStored('ticket-step', ticketId));
    // Once words are typed, a click beside the dialog no longer throws them away.
    await page.keyboard.press('Escape');
    await work.stepDialog().waitFor();
    await page.reload();
    await prompt.getByRole('button', { name: /กู้คืนฉบับร่าง|Restore draft/ }).click();
    await work.stepDialog().waitFor();
    expect(await solutionBox().inputValue()).toBe(solution);
    await dialogsSettled(page);
    expect(describeViolations('status step S restored (phone)', await axeViolations(page))).toEqual([]);
    expect(await work.saveStep()).toBe(200);
    await work.stepDialog().waitFor({ state: 'hidden' });
    await work.statusSection().locator('[data-status="S"]').first().waitFor();
    expect(await page.evaluate<boolean>(draftStored('ticket-step', ticketId))).toBe(false);
    await page.reload();
    await work.statusSection().locator('[data-status="S"]').first().waitFor();
    expect(await page.getByRole('region', { name: /พบฉบับร่างที่ยังไม่ได้บันทึก/ }).count()).toBe(0);
  }, 180_000);
});

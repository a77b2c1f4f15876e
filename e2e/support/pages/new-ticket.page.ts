import type { Locator, Page } from 'playwright-core';
import { withPageSnapshot } from '../page-snapshot';
import { MessageDialogPage } from './message-dialog.page';

export interface NewTicketInput {
  dealerCode: string;
  name: string;
  tel: string;
  description: string;
  /** Complaint category codes to tick, e.g. A01. */
  categories: string[];
}

/** The new call-centre ticket page: dealer branch, its confirmation, then the form. */
export class NewTicketPage {
  constructor(private readonly page: Page) {}

  async open(type: 'showroom' | 'service'): Promise<void> {
    await this.page.goto(`/app/ticket/callcenter/${type}/add`);
    await withPageSnapshot(this.page, () => this.dealerBox().waitFor());
  }

  dealerBox(): Locator {
    return this.page.getByRole('combobox', { name: /ผู้แทนจำหน่าย|Dealer/ });
  }

  confirmDealerDialog(): Locator {
    return this.page.getByRole('dialog', { name: /ยืนยันผู้แทนจำหน่าย|Confirm the dealer/ });
  }

  form(): Locator {
    return this.page.getByRole('form', { name: /แบบฟอร์มเปิดเคสใหม่|New ticket form/ });
  }

  /** Picks the branch by its code and confirms it in the dialog naming dealer and branch. */
  async chooseDealer(code: string): Promise<string> {
    await this.dealerBox().fill(code);
    const option = this.page.getByRole('option', { name: new RegExp(`^${code} ·`) });
    await option.click();
    await this.page.getByRole('button', { name: /ถัดไป|Next/ }).click();
    const dialog = this.confirmDealerDialog();
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    await dialog.getByRole('button', { name: /^ยืนยัน|^Confirm/ }).click();
    await this.form().waitFor();
    return text;
  }

  async fill(input: Omit<NewTicketInput, 'dealerCode'>): Promise<void> {
    const form = this.form();
    await form.getByLabel(/ชื่อ-นามสกุลลูกค้า|Customer name/).fill(input.name);
    await form.getByRole('textbox', { name: /^โทรศัพท์ \(Tel\)|^Tel/ }).fill(input.tel);
    for (const code of input.categories) await form.getByRole('checkbox', { name: new RegExp(`^${code} `) }).check();
    await form.getByLabel(/รายละเอียดข้อร้องเรียน|Complaint description/).fill(input.description);
  }

  nameBox(): Locator {
    return this.form().getByLabel(/ชื่อ-นามสกุลลูกค้า|Customer name/);
  }

  telBox(): Locator {
    return this.form().getByRole('textbox', { name: /^โทรศัพท์ \(Tel\)|^Tel/ });
  }

  /** The same-tel warning shown while typing (before any Save). */
  sameTelNotice(): Locator {
    return this.page.getByRole('status', { name: /พบการร้องเรียนซ้ำในเดือนนี้|Same tel this month/ });
  }

  /** "Change dealer" on the chosen-dealer bar, then a new branch chosen and confirmed. */
  async changeDealer(code: string): Promise<void> {
    await this.page.getByRole('button', { name: /เปลี่ยนผู้แทนจำหน่าย|Change dealer/ }).click();
    await this.chooseDealer(code);
  }

  /** "An unsaved draft was found": what the browser kept of a half-taken call, offered back on opening. */
  draftPrompt(): Locator {
    return this.page.getByRole('region', { name: /พบฉบับร่างที่ยังไม่ได้บันทึก|An unsaved draft was found/ });
  }

  /** The question asked when leaving with unsaved input through the app. */
  leaveDialog(): Locator {
    return this.page.getByRole('dialog', { name: /ออกจากหน้านี้หรือไม่|Leave this page\?/ });
  }

  /** Attaches files to the image or PDF picker. */
  async attach(kind: 'image' | 'pdf', files: Array<{ name: string; mimeType: string; buffer: Buffer }>): Promise<void> {
    await this.form().locator(`input[type="file"][data-upload-kind="${kind}"]`).setInputFiles(files);
  }

  /** Saves; resolves with the create call's answer status. */
  async save(): Promise<number> {
    const answered = this.page.waitForResponse((res) => new URL(res.url()).pathname === '/api/tickets' && res.request().method() === 'POST');
    await this.form().getByRole('button', { name: /บันทึกเคส|Save ticket/ }).click();
    return (await answered).status();
  }

  /** Creates a ticket, confirms the success message and waits for its page; returns its case number. */
  async create(input: NewTicketInput): Promise<string> {
    await this.chooseDealer(input.dealerCode);
    await this.fill(input);
    const status = await this.save();
    if (status !== 201) throw new Error(`create answered ${status}`);
    await new MessageDialogPage(this.page).confirmSuccess();
    const heading = this.page.getByRole('heading', { level: 1, name: /^เคส |^Ticket / });
    await heading.waitFor();
    return ((await heading.textContent()) ?? '').replace(/^(เคส|Ticket)\s+/, '').trim();
  }
}

import type { Locator, Page } from 'playwright-core';

export interface DealerStaffInput {
  firstName: string;
  lastName: string;
  passportId: string;
  password: string;
  /** The dealer branch's code, e.g. D0005. */
  dealerCode: string;
}

/** The user pages (csn): the new-user form and a user's page with its form and history. */
export class UserFormPage {
  constructor(private readonly page: Page) {}

  async openNew(): Promise<void> {
    await this.page.goto('/app/user/new');
    await this.form().waitFor();
  }

  form(): Locator {
    return this.page.getByRole('form', { name: /แบบฟอร์มเพิ่มผู้ใช้|New user form|แก้ไขผู้ใช้|Edit user/ });
  }

  /** Picks a choice of a drop-down (MUI select) by its label. */
  async choose(label: RegExp, option: RegExp): Promise<void> {
    await this.form().getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option }).click();
    // The list fades out before it leaves the page (hidden from roles, still drawn half-transparent):
    // what comes next, axe above all, reads the form alone.
    await this.page.locator('[role="listbox"]').waitFor({ state: 'detached' });
  }

  /** Finds the dealer branch by its code in the dealer box and picks it. */
  async chooseDealer(code: string): Promise<void> {
    const box = this.form().getByRole('combobox', { name: /^ผู้แทนจำหน่าย|^Dealer/ });
    await box.fill(code);
    await this.page.getByRole('option', { name: new RegExp(`^${code} ·`) }).click();
  }

  async fillDealerStaff(input: DealerStaffInput): Promise<void> {
    await this.choose(/ประเภทผู้ใช้|User type/, /ผู้แทนจำหน่าย \(Dealer\)|^Dealer$/);
    const form = this.form();
    await form.getByRole('textbox', { name: /^ชื่อ \(First name\)|^First name/ }).fill(input.firstName);
    await form.getByRole('textbox', { name: /^นามสกุล|^Last name/ }).fill(input.lastName);
    await form.getByRole('textbox', { name: /^Passport ID/ }).fill(input.passportId);
    await this.chooseDealer(input.dealerCode);
    await form.getByLabel(/^รหัสผ่าน|^Password/).fill(input.password);
    await form.getByRole('checkbox', { name: /โชว์รูม|Showroom/ }).check();
  }

  /** Saves; resolves with the call's answer status. */
  async save(): Promise<number> {
    const answered = this.page.waitForResponse((res) => ['POST', 'PUT'].includes(res.request().method()) && /^\/api\/users(\/|$)/.test(new URL(res.url()).pathname));
    await this.form().getByRole('button', { name: /^บันทึก \(Save\)$|^Save$/ }).click();
    return (await answered).status();
  }

  historySection(): Locator {
    return this.page.getByRole('region', { name: /ประวัติการแก้ไข|Change history/ });
  }
}

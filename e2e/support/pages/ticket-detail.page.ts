import type { Locator, Page, Response } from 'playwright-core';

const isTicketWrite = (method: string) => (res: Response) => res.request().method() === method && /^\/api\/tickets\//.test(new URL(res.url()).pathname);

/** A ticket's page: header, status control, edit form, history and verifications. */
export class TicketDetailPage {
  constructor(private readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: /^เคส |^Ticket / });
  }

  async waitForTicket(caseNo: string): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: new RegExp(caseNo) }).waitFor();
  }

  statusSection(): Locator {
    return this.page.getByRole('region', { name: /สถานะเคส|^Status$/ });
  }

  /** The status code the status section shows now. */
  async currentStatus(): Promise<string | null> {
    return this.statusSection().locator('[data-status]').first().getAttribute('data-status');
  }

  async waitForStatus(code: string): Promise<void> {
    await this.statusSection().locator(`[data-status="${code}"]`).first().waitFor();
  }

  statusButton(code: string): Locator {
    return this.statusSection().getByRole('group', { name: /เปลี่ยนสถานะ|Change status/ }).getByRole('button', { name: new RegExp(`^${code} ·`) });
  }

  /** Asks for a status on the status control and confirms; resolves with the PATCH answer status. */
  async changeStatus(code: string): Promise<number> {
    await this.statusButton(code).click();
    const dialog = this.page.getByRole('dialog', { name: /เปลี่ยนสถานะเคส|Change status/ });
    await dialog.waitFor();
    const answered = this.page.waitForResponse(isTicketWrite('PATCH'));
    await dialog.getByRole('button', { name: /^เปลี่ยนสถานะ|^Change status/ }).click();
    return (await answered).status();
  }

  /** The dialog of a step that needs fields of its own (S: the solution), issue 32. */
  stepDialog(code: string): Locator {
    return this.page.getByRole('dialog', { name: new RegExp(`^(เคส|Ticket) .*: ${code} ·`) });
  }

  /** Writes the step's solution and saves; resolves with the PUT answer status once the dialog is gone. */
  async saveStep(code: string, solution: string): Promise<number> {
    const dialog = this.stepDialog(code);
    await dialog.getByRole('textbox', { name: /แนวทางการแก้ไข|^Solution/ }).fill(solution);
    const answered = this.page.waitForResponse(isTicketWrite('PUT'));
    await dialog.getByRole('button', { name: /^บันทึก \(Save\)$|^Save$/ }).click();
    const status = (await answered).status();
    if (status === 200) await dialog.waitFor({ state: 'hidden' });
    return status;
  }

  editForm(): Locator {
    return this.page.getByRole('form', { name: /แก้ไขเคส|Edit ticket/ });
  }

  async openEdit(): Promise<void> {
    await this.page.getByRole('button', { name: /แก้ไขเคส \(Edit\)|^Edit$/ }).click();
    await this.editForm().waitFor();
  }

  newStatusPicker(): Locator {
    return this.editForm().getByRole('combobox', { name: /เปลี่ยนสถานะเป็น|New status/ });
  }

  async saveEdit(solution?: string): Promise<number> {
    const form = this.editForm();
    await form.waitFor();
    if (solution !== undefined) await form.getByRole('textbox', { name: /แนวทางการแก้ไข|^Solution/ }).fill(solution);
    const answered = this.page.waitForResponse(isTicketWrite('PUT'));
    await form.getByRole('button', { name: /^บันทึก \(Save\)$|^Save$/ }).click();
    return (await answered).status();
  }

  historySection(): Locator {
    return this.page.getByRole('region', { name: /ประวัติการดำเนินการ|^History$/ });
  }

  /** The statuses of the history lines, oldest first. */
  async historyStatuses(): Promise<Array<string | null>> {
    const chips = await this.historySection().locator('[data-status]').all();
    return Promise.all(chips.map((chip) => chip.getAttribute('data-status')));
  }

  attachmentsSection(): Locator {
    return this.page.getByRole('region', { name: /ไฟล์แนบ|Attachments/ });
  }

  verificationsSection(): Locator {
    return this.page.getByRole('region', { name: /ประวัติการตรวจสอบปิดเคส|Verification history/ });
  }

  async recordVerification(answers: { customerVoc: string; reviewDetail: string; smsDetail: string }): Promise<number> {
    await this.verificationsSection().getByRole('button', { name: /บันทึกผลการตรวจสอบ|Record verification/ }).click();
    const dialog = this.page.getByRole('dialog', { name: /ตรวจสอบปิดเคส|Closed-loop verification/ });
    await dialog.waitFor();
    await dialog.getByRole('radiogroup', { name: /ความพึงพอใจของลูกค้า|Customer satisfied/ }).getByRole('radio', { name: /^พึงพอใจ|^Satisfied/ }).check();
    await dialog.getByRole('textbox', { name: /เสียงของลูกค้า|Customer VOC/ }).fill(answers.customerVoc);
    await dialog.getByRole('radiogroup', { name: /รายละเอียดข้อร้องเรียน|Complaint details/ }).getByRole('radio', { name: /^ครบถ้วน|^Complete/ }).check();
    await dialog.getByRole('textbox', { name: /รายละเอียดการตรวจสอบ|Review detail/ }).fill(answers.reviewDetail);
    await dialog.getByRole('radiogroup', { name: /ภายใน 24 ชั่วโมง|within 24 hours/ }).getByRole('radio', { name: /^ใช่|^Yes/ }).check();
    await dialog.getByRole('radiogroup', { name: /SMS/ }).getByRole('radio', { name: /^ใช่|^Yes/ }).check();
    await dialog.getByRole('textbox', { name: /รายละเอียด SMS|SMS detail/ }).fill(answers.smsDetail);
    const answered = this.page.waitForResponse(isTicketWrite('PUT'));
    await dialog.getByRole('button', { name: /บันทึกผลการตรวจสอบ|Save verification/ }).click();
    const status = (await answered).status();
    if (status === 200) await dialog.waitFor({ state: 'hidden' });
    return status;
  }
}

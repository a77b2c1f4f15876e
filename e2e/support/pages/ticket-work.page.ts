import type { Locator, Page, Response } from 'playwright-core';

const isCall = (method: string, path: RegExp) => (res: Response) => res.request().method() === method && path.test(new URL(res.url()).pathname);

/** The ticket page's work card (issue 32): steps, deadlines, owner, notes, toasts and someone else's change. */
export class TicketWorkPage {
  constructor(private readonly page: Page) {}

  statusSection(): Locator {
    return this.page.getByRole('region', { name: /สถานะเคส|^Status$/ });
  }

  stepButton(code: string): Locator {
    return this.statusSection().getByRole('group', { name: /เปลี่ยนสถานะ|Change status/ }).getByRole('button', { name: new RegExp(`^${code} ·`) });
  }

  deadlines(): Locator {
    return this.statusSection().getByRole('list', { name: /กำหนดเวลา KPI|KPI deadlines/ });
  }

  /** The passing notice a save shows (no dialog to close). */
  toast(): Locator {
    return this.page.locator('.MuiSnackbar-root [role="status"]');
  }

  /** Confirms a step that needs no fields; resolves with the PATCH answer status. */
  async confirmStep(code: string): Promise<number> {
    await this.stepButton(code).click();
    const dialog = this.page.getByRole('dialog', { name: /เปลี่ยนสถานะเคส|Change status/ });
    const answered = this.page.waitForResponse(isCall('PATCH', /^\/api\/tickets\/[0-9a-f-]+$/));
    await dialog.getByRole('button', { name: /^เปลี่ยนสถานะ|^Change status/ }).click();
    return (await answered).status();
  }

  stepDialog(): Locator {
    return this.page.getByRole('dialog', { name: /^เคส .*: S ·|^Ticket .*: S ·/ });
  }

  async saveStep(): Promise<number> {
    const answered = this.page.waitForResponse(isCall('PUT', /^\/api\/tickets\/[0-9a-f-]+$/));
    await this.stepDialog().getByRole('button', { name: /^บันทึก \(Save\)$|^Save$/ }).click();
    return (await answered).status();
  }

  noteDialog(): Locator {
    return this.page.getByRole('dialog', { name: /เพิ่มโน้ตในเคส|Add a note to ticket/ });
  }

  async openNoteDialog(): Promise<void> {
    await this.statusSection().getByRole('button', { name: /เพิ่มโน้ต|Add note/ }).click();
    await this.noteDialog().waitFor();
  }

  async saveNote(): Promise<number> {
    const answered = this.page.waitForResponse(isCall('POST', /^\/api\/tickets\/[0-9a-f-]+\/notes$/));
    await this.noteDialog().getByRole('button', { name: /บันทึกโน้ต|Save note/ }).click();
    return (await answered).status();
  }

  activitySection(): Locator {
    return this.page.getByRole('region', { name: /บันทึกและความเคลื่อนไหว|Notes and activity/ });
  }

  owner(): Locator {
    return this.statusSection().getByTestId('ticket-owner');
  }

  async takeIt(): Promise<number> {
    const answered = this.page.waitForResponse(isCall('PUT', /\/owner$/));
    await this.statusSection().getByRole('button', { name: /รับเคสนี้|Take it/ }).click();
    return (await answered).status();
  }

  othersChanges(): Locator {
    return this.page.getByTestId('others-changes').first();
  }
}

import type { Locator, Page } from 'playwright-core';

type Day = 'monday_to_friday' | 'saturday' | 'sunday';

const DAY_LABELS: Record<Day, RegExp> = {
  monday_to_friday: /จันทร์–ศุกร์|Monday–Friday/,
  saturday: /วันเสาร์|Saturday/,
  sunday: /วันอาทิตย์|Sunday/,
};

/** A dealer's page: details, working hours, the edit form and the change history. */
export class DealerDetailPage {
  constructor(private readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  async waitForDealer(code: string): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: new RegExp(`^${code} ·`) }).waitFor();
  }

  async openEdit(): Promise<void> {
    await this.page.getByRole('button', { name: /แก้ไขข้อมูล \(Edit\)|^Edit$/ }).click();
    await this.editForm().waitFor();
  }

  editForm(): Locator {
    return this.page.getByRole('form', { name: /แก้ไขผู้แทนจำหน่าย|Edit dealer/ });
  }

  /** Opens the day (if closed) and types its opening and closing times (HH:mm). */
  async setHours(day: Day, open: string, close: string): Promise<void> {
    const row = this.editForm().getByRole('group', { name: DAY_LABELS[day] });
    await row.locator('input[type="checkbox"]').check();
    await row.getByLabel(/เวลาเปิด|Opens at/).fill(open);
    await row.getByLabel(/เวลาปิด|Closes at/).fill(close);
  }

  /** Saves the form; resolves with the PUT answer status. */
  async save(): Promise<number> {
    const answered = this.page.waitForResponse((res) => res.request().method() === 'PUT' && /^\/api\/dealers\//.test(new URL(res.url()).pathname));
    await this.editForm().getByRole('button', { name: /^บันทึก \(Save\)$|^Save$/ }).click();
    return (await answered).status();
  }

  hoursSection(): Locator {
    return this.page.getByRole('region', { name: /เวลาทำการ|Working hours/ });
  }

  /** The hours the details show for a day group ("09:00–15:00", or the closed text). */
  async hoursOf(day: Day): Promise<string> {
    const label = this.hoursSection().locator('dt').filter({ hasText: DAY_LABELS[day] });
    return ((await label.locator('xpath=following-sibling::dd[1]').textContent()) ?? '').trim();
  }

  historySection(): Locator {
    return this.page.getByRole('region', { name: /ประวัติการแก้ไข|Change history/ });
  }

  /** The newest history entry's text. */
  async latestChange(): Promise<string> {
    return ((await this.historySection().getByRole('listitem').first().textContent()) ?? '').trim();
  }
}

import type { Locator, Page } from 'playwright-core';

/** /app/report/ticketkpi: the filter form, the grouping switch and the KPI table. */
export class TicketKpiReportPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/app/report/ticketkpi');
    await this.form().waitFor();
  }

  form(): Locator {
    return this.page.getByRole('search', { name: /ตัวกรองรายงาน|Report filters/ });
  }

  async choose(label: RegExp, option: RegExp): Promise<void> {
    await this.form().getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option }).click();
  }

  showButton(): Locator {
    return this.form().getByRole('button', { name: /แสดงรายงาน|Show report/ });
  }

  table(): Locator {
    return this.page.getByRole('table', { name: /ตาราง KPI เคสร้องเรียน|Ticket KPI table/ });
  }

  bodyRows(): Locator {
    return this.table().locator('tbody tr');
  }

  totalRow(): Locator {
    return this.table().locator('tfoot tr');
  }

  excelButton(): Locator {
    return this.page.getByRole('button', { name: /ดาวน์โหลด Excel|Download Excel/ });
  }

  /** The passing notice after a download (not a dialog to click away). */
  downloadedNotice(): Locator {
    return this.page.getByRole('status').filter({ hasText: /ดาวน์โหลดไฟล์|Downloaded/ });
  }

  groupingButton(name: RegExp): Locator {
    return this.page.getByRole('group', { name: /จัดกลุ่มตาม|Group by/ }).getByRole('button', { name });
  }
}

import type { Locator, Page } from 'playwright-core';

/** The notification report page: its filters, the counts table and the failure reasons. */
export class NotifyReportPage {
  constructor(private readonly page: Page) {}

  form(): Locator {
    return this.page.getByRole('search', { name: /ตัวกรองรายงาน|Report filters/ });
  }

  dateField(name: RegExp): Locator {
    return this.form().getByLabel(name);
  }

  channelSelect(): Locator {
    return this.form().getByRole('combobox', { name: /ช่องทาง|Channel/ });
  }

  showButton(): Locator {
    return this.form().getByRole('button', { name: /แสดงรายงาน|Show report/ });
  }

  countsTable(): Locator {
    return this.page.getByRole('table', { name: /การแจ้งเตือนตามเดือนและช่องทาง|Notifications by month and channel/ });
  }

  failuresTable(): Locator {
    return this.page.getByRole('table', { name: /สาเหตุที่ส่งไม่สำเร็จ|Failure reasons/ });
  }

  excelButton(): Locator {
    return this.page.getByRole('button', { name: /ดาวน์โหลด Excel|Download Excel/ });
  }
}

import type { Locator, Page } from 'playwright-core';

/** The KPI projection's report pages: VOC KPI, KPI summary, case closed. */
export class KpiReportsPage {
  constructor(private readonly page: Page) {}

  heading(name: RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  form(): Locator {
    return this.page.getByRole('search', { name: /ตัวกรองรายงาน|Report filters/ });
  }

  table(name: RegExp): Locator {
    return this.page.getByRole('table', { name });
  }

  groupingButton(name: RegExp): Locator {
    return this.page.getByRole('group', { name: /จัดกลุ่มตาม|Group by/ }).getByRole('button', { name });
  }

  excelButton(): Locator {
    return this.page.getByRole('button', { name: /ดาวน์โหลด Excel|Download Excel/ });
  }

  printButton(): Locator {
    return this.page.getByRole('button', { name: /พิมพ์|Print/ });
  }

  menuLink(name: RegExp): Locator {
    return this.page.getByRole('navigation', { name: /เมนูหลัก|Navigation/ }).getByRole('link', { name });
  }
}

import type { Locator, Page } from 'playwright-core';

/** The response-rate pages and the survey scores page: filters, the places table, the drill-down. */
export class SurveyReportsPage {
  constructor(private readonly page: Page) {}

  form(): Locator {
    return this.page.getByRole('search', { name: /ตัวกรองรายงาน|Report filters/ });
  }

  dateField(name: RegExp): Locator {
    return this.form().getByLabel(name);
  }

  showButton(): Locator {
    return this.form().getByRole('button', { name: /แสดงรายงาน|Show report/ });
  }

  responseRateTable(): Locator {
    return this.page.getByRole('table', { name: /ตารางอัตราการตอบกลับ|Response rate table/ });
  }

  scoresTable(): Locator {
    return this.page.getByRole('table', { name: /ตารางคะแนนแบบสำรวจ|Survey scores table/ });
  }

  /** The buttons that open a row's next level ("ดูรายละเอียด REGION 1"). */
  openButtons(table: Locator, name: RegExp): Locator {
    return table.getByRole('button', { name });
  }

  breadcrumbs(): Locator {
    return this.page.getByRole('navigation', { name: /ระดับข้อมูลที่ดูอยู่|Drill-down level/ });
  }

  excelButton(): Locator {
    return this.page.getByRole('button', { name: /ดาวน์โหลด Excel|Download Excel/ });
  }

  tiles(): Locator {
    return this.page.getByRole('list', { name: /คะแนนหลัก|Key scores/ });
  }
}

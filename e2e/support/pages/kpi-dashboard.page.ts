import type { Locator, Page, Response } from 'playwright-core';

/** A GET of one of the report calls, optionally with these query parameters. */
export const isReportCall = (pathname: string, params: Record<string, string> = {}) => (res: Response) => {
  const url = new URL(res.url());
  return res.request().method() === 'GET' && url.pathname === pathname && Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value);
};

/**
 * The app's KPI dashboard under the welcome banner of /app/main (in #root: the light first view,
 * shown before the app after a load or a sign-in, has key figures of its own outside it).
 */
export class KpiDashboardPage {
  constructor(private readonly page: Page) {}

  private app(): Locator {
    return this.page.locator('#root');
  }

  section(): Locator {
    return this.app().getByRole('region', { name: /ภาพรวม KPI|KPI overview/ });
  }

  tiles(): Locator {
    return this.app().getByRole('list', { name: /ตัวชี้วัดหลัก|Key figures/ }).getByRole('listitem');
  }

  tile(name: RegExp): Locator {
    return this.tiles().filter({ hasText: name });
  }

  dataAsOf(): Locator {
    return this.section().getByTestId('data-as-of');
  }

  filters(): Locator {
    return this.app().getByRole('search', { name: /ตัวกรองรายงาน|Report filters/ });
  }

  /** Chooses an option of one of the filter selects and waits for the KPI report asked with it. */
  async choose(label: RegExp, option: RegExp, expectParams: Record<string, string>): Promise<void> {
    const answered = this.page.waitForResponse(isReportCall('/api/tickets/report/kpi', expectParams));
    await this.filters().getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option }).click();
    await answered;
  }

  attainmentHeading(): Locator {
    return this.page.getByRole('heading', { name: /ผลสำเร็จ KPI|KPI attainment/ });
  }

  breadcrumbs(): Locator {
    return this.page.getByRole('navigation', { name: /ระดับข้อมูลที่ดูอยู่|Drill-down level/ });
  }

  /** The chart's group names under the bars: buttons that open the next level. */
  drillButtons(name: RegExp): Locator {
    return this.page.getByRole('figure').getByRole('button', { name });
  }
}

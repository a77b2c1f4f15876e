import type { Locator, Page } from 'playwright-core';

const isDealerList = (url: URL) => url.pathname === '/api/dealers';

/** The dealer list (/app/dealer) and its filters. */
export class DealerListPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    const answered = this.page.waitForResponse((res) => isDealerList(new URL(res.url())) && res.request().method() === 'GET');
    await this.page.goto('/app/dealer');
    await answered;
    await this.table().waitFor();
  }

  table(): Locator {
    return this.page.getByRole('table');
  }

  filters(): Locator {
    return this.page.getByRole('search', { name: /ตัวกรองผู้แทนจำหน่าย|Dealer filters/ });
  }

  /** Filters by a code prefix and waits for the list's answer. */
  async filterByCode(code: string): Promise<void> {
    const answered = this.page.waitForResponse((res) => isDealerList(new URL(res.url())) && new URL(res.url()).searchParams.get('dealer_code') === code);
    const box = this.filters().getByRole('textbox', { name: /รหัสผู้แทนจำหน่าย|Dealer code/ });
    await box.fill(code);
    await box.press('Enter');
    await answered;
  }

  dealerLink(code: string): Locator {
    return this.table().getByRole('link', { name: code, exact: true });
  }
}

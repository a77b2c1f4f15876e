import type { Locator, Page } from 'playwright-core';

/** A ticket list (/app/ticket/{survey|callcenter}/{showroom|service}) and its filters. */
export class TicketListPage {
  constructor(private readonly page: Page) {}

  async open(source: 'survey' | 'callcenter', type: 'showroom' | 'service'): Promise<void> {
    const answered = this.page.waitForResponse((res) => new URL(res.url()).pathname === '/api/tickets' && res.request().method() === 'GET');
    await this.page.goto(`/app/ticket/${source}/${type}`);
    await answered;
    await this.table().or(this.cards()).waitFor();
  }

  table(): Locator {
    return this.page.getByRole('table');
  }

  /** The list as cards (narrow screens): one list item a ticket. */
  cards(): Locator {
    return this.page.getByRole('main').getByRole('list', { name: /.+/ });
  }

  searchBox(): Locator {
    return this.page.getByRole('searchbox', { name: /ค้นหา|Search/ });
  }

  /** Searches by case number, name or tel and waits for the list's answer. */
  async search(text: string): Promise<void> {
    const answered = this.page.waitForResponse((res) => new URL(res.url()).pathname === '/api/tickets' && new URL(res.url()).searchParams.get('q') === text);
    await this.searchBox().fill(text);
    await this.searchBox().press('Enter');
    await answered;
  }

  caseLink(caseNo: string): Locator {
    return this.table().getByRole('link', { name: caseNo, exact: true });
  }

  rowOf(caseNo: string): Locator {
    return this.table().getByRole('row').filter({ has: this.caseLink(caseNo) });
  }
}

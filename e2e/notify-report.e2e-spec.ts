import { Client } from 'pg';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { signInStaff } from './support/menu-routes';
import { NotifyReportPage } from './support/pages/notify-report.page';
import { openSignedInPage } from './support/signed-in-context';

/**
 * The demo tickets' notifications go through the worker to the development SMTP sink and SMS
 * gateway stand-in that the e2e product runs (global setup): wait until the worker has sent what
 * it can (nothing requested or mid-send is left) and the projections have taken in the log.
 */
async function waitForNotifications(timeoutMs = 180_000): Promise<void> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set: run through jest.e2e.config.cjs');
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await db.query<{ owed: number; total: number; pending: number }>(
        `SELECT (SELECT count(*)::int FROM notification_outbox WHERE status IN ('requested', 'sending')) AS owed,
                (SELECT count(*)::int FROM notification_outbox) AS total,
                (SELECT count(*)::int FROM ticket_events e, reporting.projection_checkpoints c
                  WHERE c.projection = 'tickets' AND (e.tx_id, e.position) > (c.last_tx, c.last_position)) AS pending`,
      );
      if (rows[0].total > 0 && rows[0].owed === 0 && rows[0].pending === 0) return;
      if (Date.now() > end) throw new Error(`the notifications were not all sent in ${timeoutMs} ms: ${JSON.stringify(rows[0])}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await db.end();
  }
}

const isCall = (pathname: string, params: Record<string, string> = {}) => (response: Response) => {
  const url = new URL(response.url());
  return url.pathname === pathname && Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value);
};

interface Counts {
  requested: number;
  sent: number;
  delivered: number;
  failed: number;
}

describe('the notification report', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    await waitForNotifications();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  /** A page signed in as csn already (the report is what is tested, not signing in). */
  async function openAsCsn(): Promise<void> {
    ({ context, page } = await openSignedInPage(browser, { staff: 'csn' }));
    consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
  }

  it('shows csn the demo notifications by month and channel with their failure reasons, narrows to SMS and downloads the file', async () => {
    await openAsCsn();
    const report = new NotifyReportPage(page);
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const from = `${Number(today.slice(0, 4)) - 1}${today.slice(4, 7)}-01`;
    const call = page.waitForResponse(isCall('/api/tickets/report/notify', { type: 'service', from_notified_date: from }));
    await page.goto(`/app/report/notify/service?from=${from}&to=${today}`);
    const answer = await call;
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as {
      success: { total: Counts; failures: Array<{ channel: string; stage: string; kind: string; reason: string; addresses: string[]; branches: Array<{ key: string }> }>; rows: unknown[] };
    };
    // The completed demo tickets asked their customers by SMS: real figures, some of them failures.
    expect(body.success.total.requested).toBeGreaterThan(0);
    expect(body.success.total.sent).toBeGreaterThan(0);
    expect(body.success.total.delivered).toBeGreaterThan(0);
    expect(body.success.total.failed).toBeGreaterThan(0);

    const table = report.countsTable();
    await table.locator('tfoot').getByText('รวม (Total)').waitFor();
    expect(await table.locator('tbody tr').count()).toBe(body.success.rows.length);
    const footer = await table.locator('tfoot td').allTextContents();
    expect(footer.slice(-4).map((text) => Number(text.replace(/,/g, '')))).toEqual([body.success.total.requested, body.success.total.sent, body.success.total.delivered, body.success.total.failed]);
    // Grouped by kind: one row per channel, stage and kind, the numbers apart from the reason.
    const groups = body.success.failures.map((f) => `${f.channel}|${f.stage}|${f.kind}`);
    expect(new Set(groups).size).toBe(groups.length);
    // Failures naming numbers or emails (the gateway's refusals, undelivered receipts): each reason
    // is shown with its number masked, the numbers apart. Which kinds the small e2e demo holds
    // depends on its customers; every such group is checked.
    const withNumbers = body.success.failures.filter((f) => f.kind !== 'no_contact' && f.addresses.length > 0);
    for (const failure of withNumbers.slice(0, 3)) {
      expect(failure.reason).not.toMatch(/\d{7}/);
      await report.failuresTable().getByText(failure.addresses[0], { exact: false }).first().waitFor();
    }
    // One demo branch in ten has managers without a mobile: its new-ticket SMS is recorded not sent, the branch listed.
    const noContact = body.success.failures.find((f) => f.channel === 'sms' && f.kind === 'no_contact');
    expect(noContact?.branches.length).toBeGreaterThan(0);
    await report.failuresTable().getByText('ไม่ได้ส่ง: ไม่มีช่องทางติดต่อ (Not sent: no contact)').first().waitFor();

    const smsOnly = page.waitForResponse(isCall('/api/tickets/report/notify', { channel: 'sms' }));
    await report.channelSelect().click();
    await page.getByRole('option', { name: /ข้อความ SMS/ }).click();
    await report.showButton().click();
    expect((await smsOnly).status()).toBe(200);
    expect(new URL(page.url()).searchParams.get('channel')).toBe('sms');
    await table.locator('tbody tr').first().waitFor();
    const channels = await table.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(new Set(channels)).toEqual(new Set(['ข้อความ SMS (SMS)']));

    const [download] = await Promise.all([page.waitForEvent('download'), report.excelButton().click()]);
    expect(download.suggestedFilename()).toBe(`notify_aftersales_sms_${from.slice(0, 7).replace('-', '')}.xlsx`);
    expect(consoleErrors).toEqual([]);
  });

  it('is not offered to a region manager (the menu rule), and its address shows the not-found page', async () => {
    // The menu a region manager meets after signing in (the one place the suite signs one in as a user does), once it is drawn.
    ({ context, page } = await openPage(browser));
    await signInStaff(page, 'region_manager');
    await page.locator('#navigation-drawer nav a[href]').first().waitFor({ state: 'attached' });
    expect(await page.getByRole('link', { name: /รายงานการแจ้งเตือน|Notification report/ }).count()).toBe(0);
    await page.goto('/app/report/notify/showroom');
    await page.getByText(/ไม่พบหน้า|not found/i).first().waitFor();
  });
});

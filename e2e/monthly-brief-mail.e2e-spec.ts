import { Queue } from 'bullmq';
import { Client } from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { briefScopesOf, type DealerRegion, MONTH_CLOSE_DAY_DEFAULT, monthCloseAt, regionLabel, ticketScope } from '@voc/domain';
import { principalOfUser, PRINCIPAL_COLUMNS, type PrincipalFields } from '@voc/persistence';
import { selectColumns } from '@voc/sql';
import { axeViolations, describeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { staffEmail } from './support/demo-accounts';
import { openSettled } from './support/menu-routes';
import { openSignedInPage } from './support/signed-in-context';

interface KeptMail {
  to: string[];
  subject: string;
  text: string;
  list_unsubscribe?: string;
  attachments?: Array<{ filename: string; content_type: string; size: number }>;
}

/** A line per step, so a run that stops shows where. */
const step = (what: string) => process.stdout.write(`[brief-mail e2e] ${new Date().toISOString()} after ${what}\n`);

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through jest.e2e.config.cjs (global setup)`);
  return value;
};

async function inbox(): Promise<KeptMail[]> {
  const answer = await fetch(`${env('E2E_MAIL_INBOX_URL').replace(/\/$/, '')}/api/messages`);
  return ((await answer.json()) as { messages: KeptMail[] }).messages;
}

/** Waits (polling the SMTP sink's inbox) for a mail to `to` whose subject holds `subject`. */
async function mailTo(to: string, subject: string, timeoutMs = 120_000): Promise<KeptMail> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = (await inbox()).find((m) => m.to.includes(to) && m.subject.includes(subject));
    if (found) return found;
    if (Date.now() > end) throw new Error(`no mail to ${to} with "${subject}" in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The monthly brief's mail (issue 33) as csn and a region manager live it: they subscribe on
 * /app/notifications, the month's brief shows on /app/report/brief for each, the test moves the
 * worker's clock past the month's close (the subscriptions job's `at`), the mail arrives in the
 * SMTP sink with the brief's PDF attached, and its unsubscribe link (GET: the confirmation page,
 * then confirm) turns the subscription off, as /app/notifications then shows. axe on the
 * notifications page (csn's with a scheduled report, the region manager's), both brief pages and
 * the unsubscribe pages.
 */
describe('the monthly brief mailed at the close, and its unsubscribe link', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;
  let db: Client;
  let month: string;
  let regionScope: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    db = new Client({ connectionString: env('E2E_DATABASE_URL') });
    await db.connect();
    // The month that closed last: the latest the month-end freeze froze.
    month = (await db.query<{ month: string }>(`SELECT to_char(max(month), 'YYYY-MM') AS month FROM reporting.kpi_monthly_frozen`)).rows[0].month;
    const [manager] = (await db.query<PrincipalFields>(`SELECT ${selectColumns(PRINCIPAL_COLUMNS, 'u')} FROM users u WHERE u.email = $1`, [staffEmail('region_manager')])).rows;
    regionScope = briefScopesOf(ticketScope(principalOfUser(manager)))[0];
    // A saved KPI report view of csn's, so the notifications page shows a scheduled report row.
    await db.query(
      `INSERT INTO saved_views (user_id, name, page_path, filter_query) SELECT id, 'KPI ภาค e2e', '/app/report/ticketkpi', 'group_by=area' FROM users WHERE email = $1 ON CONFLICT DO NOTHING`,
      [staffEmail('csn')],
    );
  }, 60_000);
  afterAll(async () => {
    await Promise.all(contexts.map((opened) => opened.close().catch(() => undefined)));
    await browser?.close();
    await db?.end();
  });

  const contexts: BrowserContext[] = [];
  /**
   * A fresh context signed in as `type` already (no test here is about signing in); the earlier ones
   * stay open until the end (closing one that has downloaded a file can wait on the shared chromium).
   */
  async function as(type: 'csn' | 'region_manager'): Promise<void> {
    ({ context, page } = await openSignedInPage(browser, { staff: type }));
    contexts.push(context);
    step(`new context signed in as ${type}`);
  }

  async function expectNoViolation(where: string): Promise<void> {
    expect(describeViolations(where, await axeViolations(page))).toEqual([]);
  }

  const briefSwitch = () => page.getByLabel(/สรุปผู้บริหารประจำเดือนเมื่อปิดเดือน/);

  async function subscribeToBrief(): Promise<void> {
    await openSettled(page, '/app/notifications');
    await briefSwitch().check();
    const saved = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/subscriptions/me' && res.request().method() === 'PUT');
    await page.getByRole('button', { name: 'บันทึก (Save)' }).click();
    expect((await saved).status()).toBe(200);
  }

  async function openBrief(scope: string): Promise<void> {
    await openSettled(page, `/app/report/brief?month=${month}&scope=${scope}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectNoViolation(`/app/report/brief (${scope})`);
    // The Thai PDF as the page downloads it: the brief of a closed month is written once, and the mail attaches that copy.
    // The api prints it with chromium: on a loaded machine that takes longer than the 30 s default.
    const pdf = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/reports/brief/pdf', { timeout: 180_000 });
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 180_000 }), page.getByRole('button', { name: /PDF/ }).first().click()]);
    expect((await pdf).status()).toBe(200);
    // The download read to its end: a context closed with a download still streaming from the
    // worker's shared chromium waits for it, and the next sign-in never came.
    expect(await download.failure()).toBeNull();
    expect(download.suggestedFilename()).toMatch(/^BRIEF_.+\.pdf$/);
  }

  it('csn and a region manager subscribe, see the brief, and receive it with its PDF once the month closes', async () => {
    await as('csn');
    await subscribeToBrief();
    // The scheduled report of a saved view: chosen monthly, the page judged by axe with the row set.
    const scheduled = page.waitForResponse((res) => new URL(res.url()).pathname.startsWith('/api/subscriptions/me/reports/') && res.request().method() === 'PUT');
    await page.getByRole('combobox', { name: /ส่งทุก \(Schedule\): KPI ภาค e2e/ }).click();
    await page.getByRole('option', { name: 'ทุกเดือน (เมื่อปิดเดือน)' }).click();
    expect((await scheduled).status()).toBe(200);
    await expectNoViolation('/app/notifications (brief on, a scheduled report)');
    await openBrief('network');
    step('the network brief downloaded');

    // A region manager's page names the brief's scope as the api does (region-Region1): it failed to
    // render on that form until the page read it with the domain's parseBriefScope.
    expect(regionScope).toMatch(/^region-Region\d$/);
    await as('region_manager');
    await subscribeToBrief();
    await page.getByText(`ส่งเมื่อปิดตัวเลขของเดือน พร้อมไฟล์ PDF: ภาค ${regionLabel(regionScope.slice('region-'.length) as DealerRegion)}`).waitFor();
    await expectNoViolation('/app/notifications (a region manager, brief on)');
    await openBrief(regionScope);
    step('the region brief downloaded');

    // The clock moves past the month's close: the worker's brief-mail run made for an hour after it.
    const at = new Date(monthCloseAt(`${month}-01`, Number(process.env.MONTH_CLOSE_DAY ?? MONTH_CLOSE_DAY_DEFAULT)).getTime() + 3600_000);
    const queue = new Queue('subscriptions', { connection: { url: env('E2E_REDIS_URL') }, prefix: env('E2E_REDIS_PREFIX') });
    try {
      await queue.add('monthly-brief', { reason: 'manual', at: at.toISOString() }, { removeOnComplete: true, removeOnFail: 10 });
    } finally {
      await queue.close();
    }

    step(`the monthly-brief run queued for ${at.toISOString()}`);
    const yyyymm = month.replace('-', '');
    const network = await mailTo(staffEmail('csn'), `สรุปผู้บริหารประจำเดือน ${month}`);
    step("csn's mail arrived");
    expect(network.attachments).toEqual([expect.objectContaining({ filename: `BRIEF_network_${yyyymm}.pdf`, content_type: 'application/pdf' })]);
    expect(network.attachments![0].size).toBeGreaterThan(10_000);
    expect(network.list_unsubscribe).toMatch(/^<http.*\/api\/subscriptions\/unsubscribe\?token=/);
    const region = await mailTo(staffEmail('region_manager'), `สรุปผู้บริหารประจำเดือน ${month}`);
    expect(region.attachments).toEqual([expect.objectContaining({ content_type: 'application/pdf' })]);
    expect(region.text).toContain(`/app/report/brief?month=${month}&scope=${regionScope}`);
  }, 360_000);

  it("the mail's unsubscribe link: a confirmation page, then confirmed, and the notifications page shows it off", async () => {
    const mail = await mailTo(staffEmail('csn'), `สรุปผู้บริหารประจำเดือน ${month}`);
    const link = /ยกเลิกการรับได้ที่: (\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    await as('csn');
    await openSettled(page, '/app/notifications');
    expect(await briefSwitch().isChecked()).toBe(true);

    await page.goto(link!);
    await page.getByRole('heading', { name: 'ยกเลิกการรับอีเมล / Unsubscribe' }).waitFor();
    await expectNoViolation('unsubscribe confirmation page');
    await page.getByRole('button', { name: 'ยกเลิกการรับ / Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'ยกเลิกแล้ว / Unsubscribed' }).waitFor();
    await expectNoViolation('unsubscribed page');

    await openSettled(page, '/app/notifications');
    await briefSwitch().waitFor();
    expect(await briefSwitch().isChecked()).toBe(false);
  }, 180_000);
});

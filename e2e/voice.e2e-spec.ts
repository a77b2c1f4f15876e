import { Client } from 'pg';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { walkToMenuRoute } from './support/menu-routes';
import { NewTicketPage } from './support/pages/new-ticket.page';
import { openSignedInPage } from './support/signed-in-context';

/**
 * Survey comments reach the voice projection through the worker's survey sync (the stand-in: 12
 * dealers, 4 months; global setup), which appends them to the survey log, and the relay's jobs;
 * ticket descriptions through the ticket log. Wait until both
 * types were synced once and the voice projection has taken in both logs.
 */
async function waitForVoiceProjection(timeoutMs = 180_000): Promise<void> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set: run through jest.e2e.config.cjs');
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await db.query<{ synced: number; surveys: number | null; tickets: number | null }>(
        `SELECT (SELECT count(*)::int FROM survey_sync WHERE last_success_at IS NOT NULL) AS synced,
                (SELECT count(*)::int FROM survey_events e, reporting.projection_checkpoints c
                  WHERE c.projection = 'voice_surveys' AND (e.tx_id, e.position) > (c.last_tx, c.last_position)) AS surveys,
                (SELECT count(*)::int FROM ticket_events e, reporting.projection_checkpoints c
                  WHERE c.projection = 'voice' AND (e.tx_id, e.position) > (c.last_tx, c.last_position)) AS tickets`,
      );
      const { synced, surveys, tickets } = rows[0];
      if (synced === 4 && surveys === 0 && tickets === 0) return;
      if (Date.now() > end) throw new Error(`the voice projection did not catch up in ${timeoutMs} ms: ${JSON.stringify(rows[0])}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await db.end();
  }
}

/**
 * The current Bangkok month, period of three months: the worker raises survey tickets for low
 * scores answered in the last days only (the ticket age limit), so this month holds some.
 */
function recentVoiceSearch(): string {
  const bangkok = new Date(Date.now() + 7 * 3600_000);
  return `?period=3months&source=survey&year=${bangkok.getUTCFullYear()}&month=${String(bangkok.getUTCMonth() + 1).padStart(2, '0')}`;
}

const isCall = (pathname: string) => (response: Response) => new URL(response.url()).pathname === pathname;

interface TrendingAnswer {
  success: { topics: Array<{ key: string; significant: boolean }> };
}

describe('what customers say: topics, trends and drivers, down to the comments and their tickets', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    await waitForVoiceProjection();
    browser = await launchBrowser();
  }, 200_000);
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  /** A page signed in as csn already (no test here is about signing in): each test opens its page at once. */
  async function openAsCsn(): Promise<void> {
    ({ context, page } = await openSignedInPage(browser, { staff: 'csn' }));
    consoleErrors = [];
    page.on('pageerror', (error) => consoleErrors.push(error.message));
  }

  /** Opens the voice page over the period given and answers the trending call's JSON. */
  async function openVoice(search: string): Promise<TrendingAnswer> {
    const trending = page.waitForResponse(isCall('/api/voice/trending'));
    const drivers = page.waitForResponse(isCall('/api/voice/drivers'));
    await page.goto(`/app/report/voice${search}`);
    const answer = await trending;
    expect(answer.status()).toBe(200);
    expect((await drivers).status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: /เสียงของลูกค้า/ }).waitFor();
    return (await answer.json()) as TrendingAnswer;
  }

  it('drills from a rising topic to the comments behind it, their marked words, and the survey ticket one raised', async () => {
    await openAsCsn();
    const trending = await openVoice(recentVoiceSearch());
    expect(trending.success.topics.length).toBeGreaterThan(0);
    const rising = page.getByRole('list', { name: /หัวข้อที่เพิ่มขึ้น/ }).getByRole('link');
    await rising.first().waitFor();
    await page.getByRole('region', { name: /ปัจจัยที่มีผลต่อ NPS/ }).getByText(/จากความคิดเห็น \d+ รายการ/).waitFor();

    // Some rising topic has a comment whose answer raised a survey ticket (low scores raise one).
    let opened = false;
    const count = await rising.count();
    for (let index = 0; index < count && !opened; index += 1) {
      if (index > 0) await openVoice(recentVoiceSearch());
      const link = page.getByRole('list', { name: /หัวข้อที่เพิ่มขึ้น/ }).getByRole('link').nth(index);
      const topic = trending.success.topics[index].key;
      const comments = page.waitForResponse(isCall('/api/surveys/comments'));
      await link.click();
      const listed = await comments;
      expect(listed.status()).toBe(200);
      const { success } = (await listed.json()) as { success: { total: number } };
      // The survey comments of the period and place name the topic the figures counted.
      expect(success.total).toBeGreaterThan(0);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/app/ticket/survey/comments');
      expect(url.searchParams.get('topic')).toBe(topic);
      expect(url.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
      const cards = page.getByRole('article');
      await cards.first().waitFor();
      // The words that decided the topics are marked.
      expect(await page.locator('article mark').count()).toBeGreaterThan(0);
      const ticket = page.getByRole('link', { name: /^เคส / });
      if ((await ticket.count()) === 0) {
        // Tickets are raised for low scores: narrow the same comments to the detractors.
        const narrowed = page.waitForResponse(isCall('/api/surveys/comments'));
        await page.goto(`${url.pathname}${url.search}&band=bottom6`);
        const detractors = (await (await narrowed).json()) as { success: { total: number } };
        if (detractors.success.total === 0) continue;
        await cards.first().waitFor();
        if ((await ticket.count()) === 0) continue;
      }
      const caseNo = ((await ticket.first().textContent()) ?? '').replace(/^เคส /, '').replace(/ \(.*$/, '');
      const detail = page.waitForResponse((response) => /^\/api\/tickets\/[0-9a-f-]{36}$/.test(new URL(response.url()).pathname));
      await ticket.first().click();
      expect((await detail).status()).toBe(200);
      expect(new URL(page.url()).pathname).toMatch(/^\/app\/ticket\/survey\/(showroom|service)\/[0-9a-f-]{36}$/);
      await page.getByText(caseNo).first().waitFor();
      // The survey ticket shows the customer's answer at its top: the score, Q1, Q2 and the comment.
      await page.getByTestId('survey-answer').getByText(/^คะแนน NPS \d+/).waitFor();
      opened = true;
    }
    expect(opened).toBe(true);
    expect(consoleErrors).toEqual([]);
  }, 120_000);

  it('narrows the comments by score band and search, kept in the address', async () => {
    await openAsCsn();
    const first = page.waitForResponse(isCall('/api/surveys/comments'));
    await page.goto('/app/ticket/survey/comments?band=bottom6');
    const answer = (await (await first).json()) as { success: { total: number; result: Array<{ nps: number; topics: Array<{ words: string[] }> }> } };
    expect(answer.success.total).toBeGreaterThan(0);
    expect(answer.success.result.every((comment) => comment.nps <= 6)).toBe(true);
    await page.getByRole('article').first().waitFor();

    // A word that decided a topic of a listed comment finds it again.
    const word = answer.success.result.flatMap((comment) => comment.topics.flatMap((topic) => topic.words))[0];
    expect(word).toBeTruthy();
    const searched = page.waitForResponse((response) => isCall('/api/surveys/comments')(response) && new URL(response.url()).searchParams.get('q') === word);
    await page.getByRole('searchbox', { name: /ค้นหาคำในความคิดเห็น/ }).fill(word);
    const found = (await (await searched).json()) as { success: { total: number } };
    expect(found.success.total).toBeGreaterThan(0);
    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe(word);
    expect(url.searchParams.get('band')).toBe('bottom6');
    await page.locator('article mark').first().waitFor();
    expect(consoleErrors).toEqual([]);
  }, 60_000);

  it('finds no accessibility violation on the voice page, the comment list or the dashboard with its card', async () => {
    await openAsCsn();
    const found: string[] = [];
    // The page as it opens (the latest complete month) and this month's, where rises differ.
    for (const route of ['/app/report/voice', `/app/report/voice${recentVoiceSearch()}`, '/app/ticket/survey/comments', '/app/ticket/survey/comments?band=bottom6', '/app/main']) {
      // A menu route is reached inside the app (as the accessibility walk does); one with a search is loaded.
      await walkToMenuRoute(page, route);
      found.push(...describeViolations(route, await axeViolations(page)));
    }
    expect(found).toEqual([]);
  }, 90_000);

  it('suggests complaint categories as the agent types a new ticket\'s description; one click ticks one', async () => {
    await openAsCsn();
    const form = new NewTicketPage(page);
    await form.open('service');
    await form.chooseDealer('D0001');
    const box = page.getByRole('region', { name: /หมวดหมู่ที่แนะนำ/ });
    await box.getByText(/พิมพ์รายละเอียดข้อร้องเรียน/).waitFor();
    const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/tickets/category-suggestions');
    await form.form().getByLabel(/รายละเอียดข้อร้องเรียน/).fill('รอนานมาก นัดแล้วยังต้องรอเกือบสามชั่วโมง ไม่มีใครแจ้งความคืบหน้า');
    const answer = (await (await asked).json()) as { success: { suggestions: Array<{ code: string; words: string[] }> } };
    expect(answer.success.suggestions.length).toBeGreaterThan(0);
    expect(answer.success.suggestions.length).toBeLessThanOrEqual(3);
    const first = answer.success.suggestions[0];
    const suggestion = box.getByRole('button', { name: new RegExp(`^${first.code} `) });
    await suggestion.waitFor();
    // Nothing is ticked until the agent clicks.
    const checkbox = page.getByRole('checkbox', { name: new RegExp(`^${first.code} `) });
    expect(await checkbox.isChecked()).toBe(false);
    await suggestion.click();
    expect(await checkbox.isChecked()).toBe(true);
    expect(await suggestion.isDisabled()).toBe(true);
    expect(describeViolations('new ticket with suggestions', await axeViolations(page))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 60_000);
});

import { Client } from 'pg';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { DEMO_DEALERS } from './support/demo-accounts';
import { type DemoUser, openSignedInPage } from './support/signed-in-context';

const DATA_AS_OF = /^ข้อมูล ณ \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(Data as of \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)/;

interface VocAnswer {
  success: {
    result: Array<{ key: string; tickets: { now: number } }>;
    total: { tickets: { now: number }; complaints: number };
    categories: Array<{ code: string }>;
    freeze: { final: boolean; late_tickets: number; tickets_now: number } | null;
  };
}

/** The VOC projection has taken in the whole ticket log the demo seed wrote (its own checkpoint). */
async function waitForVocProjection(timeoutMs = 120_000): Promise<void> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set: run through jest.e2e.config.cjs');
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await db.query<{ pending: number }>(
        `SELECT count(*)::int AS pending FROM ticket_events e, reporting.projection_checkpoints c
          WHERE c.projection = 'voc' AND (e.tx_id, e.position) > (c.last_tx, c.last_position)`,
      );
      if (rows[0].pending === 0) return;
      if (Date.now() > end) throw new Error(`the VOC projection did not catch up in ${timeoutMs} ms: ${rows[0].pending} pending`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await db.end();
  }
}

const isVocCall = (pathname: string, params: Record<string, string> = {}) => (response: Response) => {
  const url = new URL(response.url());
  return url.pathname === pathname && Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value);
};

describe('VOC reports: Quick VOC, sales and service VOC by outlet and entity', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    await waitForVocProjection();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  /** A page signed in as the user (none of these tests is about signing in): each test opens its report at once. */
  async function open(user: DemoUser): Promise<void> {
    ({ context, page } = await openSignedInPage(browser, user));
    consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
  }

  const openAsCsn = () => open({ staff: 'csn' });
  const openAsDealer = (passport: string) => open({ dealer: passport });

  /** Opens a VOC page and answers its call's JSON once the table shows it. */
  async function openReport(path: string, params: Record<string, string>): Promise<VocAnswer> {
    const call = page.waitForResponse(isVocCall('/api/tickets/report/voc', params));
    await page.goto(path);
    const answer = await call;
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as VocAnswer;
    await page.getByRole('table', { name: /ตาราง VOC/ }).waitFor();
    // The table is drawn (empty) before the answer is; the freshness line says when the answer is in.
    await page.getByTestId('data-as-of').filter({ hasText: DATA_AS_OF }).waitFor();
    return body;
  }

  it('shows csn the month\'s Quick VOC by region with modes and categories, drills into a region, and downloads it', async () => {
    await openAsCsn();
    const answer = await openReport('/app/report/quickvoc', { by: 'region' });
    expect(answer.success.total.tickets.now).toBeGreaterThan(0);
    expect(answer.success.categories.length).toBeGreaterThan(0);
    await page.getByTestId('voc-tile-mode-qvoc').waitFor();
    const table = page.getByRole('table', { name: /ตาราง VOC/ });
    // The total row is the api's ticket count.
    await table.getByRole('rowheader', { name: 'รวม (Total)' }).waitFor();
    const categoryTable = page.getByRole('table', { name: /ข้อร้องเรียนตามหมวด/ });
    await categoryTable.getByRole('rowheader', { name: new RegExp(`^${answer.success.categories[0].code} `) }).waitFor();
    await page.getByRole('img', { name: /จำนวนเรื่องตาม/ }).waitFor();

    const region = table.getByRole('button', { name: /REGION \d/ }).first();
    const regionNumber = /REGION (\d)/.exec((await region.textContent()) ?? '')?.[1];
    const byArea = page.waitForResponse(isVocCall('/api/tickets/report/voc', { by: 'area', region: `Region${regionNumber}` }));
    await region.click();
    expect((await byArea).status()).toBe(200);
    await table.getByRole('button', { name: /R\d-\d/ }).first().waitFor();
    expect(new URL(page.url()).searchParams.get('region')).toBe(`Region${regionNumber}`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Excel/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^QUICK_VOC_monthly_\d{6}_\d{6}\.xlsx$/);
    expect(consoleErrors).toEqual([]);
  });

  it.each([
    ['/app/report/salevoc', { by: 'dealer', type: 'showroom' }, /สาขาผู้จำหน่าย/],
    ['/app/report/salevocentity', { by: 'entity', type: 'showroom' }, /บริษัทผู้จำหน่าย/],
    ['/app/report/servicevoc', { by: 'dealer', type: 'service' }, /สาขาผู้จำหน่าย/],
    ['/app/report/servicevocentity', { by: 'entity', type: 'service' }, /บริษัทผู้จำหน่าย/],
  ])('shows csn %s ranked, with its category breakdown', async (path, params, heading) => {
    await openAsCsn();
    const answer = await openReport(path, params);
    expect(answer.success.result.length).toBeGreaterThan(0);
    const counts = answer.success.result.map((row) => row.tickets.now);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    await page.getByRole('columnheader', { name: heading }).waitFor();
    expect(await page.getByRole('table', { name: /ตาราง VOC/ }).locator('tbody tr').count()).toBe(answer.success.result.length + 1);
    expect(consoleErrors).toEqual([]);
  });

  it('keeps the filters in the address: a reload shows the same period', async () => {
    await openAsCsn();
    await openReport('/app/report/servicevoc?period=3months', { period: '3months', type: 'service' });
    const again = page.waitForResponse(isVocCall('/api/tickets/report/voc', { period: '3months' }));
    await page.reload();
    expect((await again).status()).toBe(200);
  });

  it('says a closed month\'s figures are final, with its late changes beside them', async () => {
    await openAsCsn();
    // Two months back has always closed (MONTH_CLOSE_DAY 5: at the latest on the 6th of last month).
    const bangkok = new Date(Date.now() + 7 * 3600_000);
    const back = new Date(Date.UTC(bangkok.getUTCFullYear(), bangkok.getUTCMonth() - 2, 1));
    const [year, month] = [String(back.getUTCFullYear()), String(back.getUTCMonth() + 1)];
    const answer = await openReport(`/app/report/quickvoc?year=${year}&month=${month}`, { year, month });
    expect(answer.success.freeze?.final).toBe(true);
    // The demo seed plays its history in time order, so the month froze with its tickets in it.
    expect(answer.success.total.tickets.now).toBeGreaterThan(0);
    const note = page.getByTestId('frozen-period');
    await note.getByText(/^ตัวเลขสุดท้าย ปิดยอดเมื่อ \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/).waitFor();
    const late = answer.success.freeze!.late_tickets;
    await note.getByTestId('late-changes').getByText(late > 0 ? /^การเปลี่ยนแปลงหลังปิดยอด/ : /^ไม่มีการเปลี่ยนแปลงหลังปิดยอด/).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('shows a dealer only its own branch: Quick VOC by month, sales VOC with its one row', async () => {
    await openAsDealer(DEMO_DEALERS.both);
    const quick = await openReport('/app/report/quickvoc', { by: 'month' });
    expect(quick.success.total.tickets.now).toBeGreaterThanOrEqual(0);
    const sales = await openReport('/app/report/salevoc', { by: 'dealer', type: 'showroom' });
    expect(sales.success.result.length).toBeLessThanOrEqual(1);
    expect(consoleErrors).toEqual([]);
  });

  it('analyses complaints by car model and, switched in the address, by segment', async () => {
    await openAsCsn();
    const byModel = page.waitForResponse(isVocCall('/api/tickets/report/car_model', { by: 'car_model' }));
    await page.goto('/app/report/carmodel');
    const models = (await (await byModel).json()) as VocAnswer;
    expect(models.success.result.length).toBeGreaterThan(3);
    await page.getByRole('table', { name: /ตาราง VOC/ }).getByRole('rowheader', { name: 'นาวาร่า' }).waitFor();
    const bySegment = page.waitForResponse(isVocCall('/api/tickets/report/car_model', { by: 'segment' }));
    await page.getByRole('button', { name: /กลุ่มรถ \(Segment\)/ }).click();
    const segments = (await (await bySegment).json()) as VocAnswer;
    expect(segments.success.total.tickets.now).toBe(models.success.total.tickets.now);
    await page.getByRole('table', { name: /ตาราง VOC/ }).getByRole('rowheader', { name: /รถกระบะ \(Pickup\)/ }).waitFor();
    expect(new URL(page.url()).searchParams.get('by')).toBe('segment');
    expect(consoleErrors).toEqual([]);
  });

  it('shows the call-centre report by dealer with each dealer\'s outcomes, for csn and for a dealer', async () => {
    await openAsCsn();
    const call = page.waitForResponse(isVocCall('/api/tickets/report/callcenter', { by: 'dealer', mode: 'callcenter' }));
    await page.goto('/app/report/callcenter');
    const answer = (await (await call).json()) as VocAnswer & { success: { total: { by_status: Record<string, number>; cancelled: number } } };
    const outcomes = Object.values(answer.success.total.by_status).reduce((a, b) => a + b, 0);
    expect(outcomes).toBe(answer.success.total.tickets.now + answer.success.total.cancelled);
    await page.getByRole('columnheader', { name: 'สถานะ B (Status)' }).waitFor();
    expect(await page.getByRole('table', { name: /ตาราง VOC/ }).locator('tbody tr').count()).toBe(answer.success.result.length + 1);
    expect(consoleErrors).toEqual([]);
    await context?.close();

    await openAsDealer(DEMO_DEALERS.both);
    const own = page.waitForResponse(isVocCall('/api/tickets/report/callcenter'));
    await page.goto('/app/report/callcenter');
    const dealerAnswer = (await (await own).json()) as VocAnswer;
    expect(dealerAnswer.success.result.length).toBeLessThanOrEqual(1);
  });

  it('lets csn add a model to the car-model master; a duplicate is refused on its box', async () => {
    await openAsCsn();
    await page.goto('/app/carmodel');
    await page.getByRole('rowheader', { name: 'Navara' }).waitFor();
    const add = async (model: string) => {
      await page.getByRole('button', { name: /เพิ่มรุ่นรถ/ }).click();
      const form = page.getByRole('form', { name: /รุ่นรถ/ });
      await form.getByLabel(/รุ่น ตามที่บันทึก/).fill(model);
      await form.getByLabel(/ชื่อภาษาไทย/).fill('ทดสอบ');
      await form.getByLabel(/ชื่อภาษาอังกฤษ/).fill(model);
      // The save's answer, so a failure says whether the form sent nothing or what the api answered.
      const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/car-models' && response.request().method() === 'POST');
      await form.getByRole('button', { name: /บันทึก/ }).click();
      return { form, answer: await saved };
    };
    const model = `E2E ${Date.now()}`;
    const first = await add(model);
    expect(`${first.answer.status()} ${await first.answer.text()}`).toMatch(/^201 /);
    // The saved message (success.updated) is confirmed, then the list shows the new model.
    await page.getByRole('dialog', { name: /สำเร็จ/ }).getByRole('button', { name: /ตกลง/ }).click();
    await page.getByRole('rowheader', { name: model }).waitFor();
    const { form, answer } = await add('navara');
    expect(answer.status()).toBe(409);
    // The refusal alerts (every failed call does: SPEC.md §8), and its message stays on the box.
    const taken = 'มีรุ่นรถนี้ในรายการแล้ว (This car model is already in the list)';
    await page.getByRole('alertdialog').getByText(taken).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: /ตกลง/ }).click();
    await form.getByText(taken).waitFor();
    expect(consoleErrors.every((text) => /status of 409/.test(text))).toBe(true);
  });

  it('shows a dealer the car-model analysis but not the car-model master', async () => {
    await openAsDealer(DEMO_DEALERS.both);
    const call = page.waitForResponse(isVocCall('/api/tickets/report/car_model'));
    await page.goto('/app/report/carmodel');
    expect((await call).status()).toBe(200);
    await page.getByRole('table', { name: /ตาราง VOC/ }).waitFor();
    await page.goto('/app/carmodel');
    await page.getByText(/sorry, the page was not found or has moved/i).waitFor();
  });

  it('shows a showroom-only dealer the not-found page for the service VOC', async () => {
    await openAsDealer(DEMO_DEALERS.showroom);
    await page.goto('/app/report/servicevoc');
    await page.getByText(/sorry, the page was not found or has moved/i).waitFor();
  });
});

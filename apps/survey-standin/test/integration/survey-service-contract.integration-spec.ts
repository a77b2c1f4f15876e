import { type SurveyCaseItem, type SurveyResponseItem } from '@voc/contracts';
import { SurveyServiceClient, SurveyServiceError, type SurveyServiceClientConfig, type SurveyServiceFilter } from '@voc/survey-service-client';
import { startSurveyStandin, type SurveyStandin } from '../../src/standin-server';

/**
 * The product's survey client against the development stand-in over real HTTP: the contract of
 * ../shared/SURVEY-SERVICE.md (paging, cursor, clock, credentials, filters) and the failures the
 * stand-in can be told to produce.
 */
const NOW = '2026-03-31T12:00:00+07:00';
const DAY_MS = 86_400_000;
const small = { dealers: 3, months: 2, now: NOW, control: true };

function clientOf(standin: SurveyStandin, extra: Partial<SurveyServiceClientConfig> = {}) {
  return new SurveyServiceClient({ baseUrl: standin.url, user: standin.user, password: standin.password, backoffBaseMs: 10, ...extra });
}

async function pageAll<T extends { updated_at: string }>(
  read: (filter: SurveyServiceFilter) => Promise<{ data: { items: T[]; next_cursor: string | null } }>,
  filter: SurveyServiceFilter,
): Promise<{ items: T[]; lastCursor: string | undefined; pages: number }> {
  const items: T[] = [];
  let cursor: string | undefined;
  let lastCursor: string | undefined;
  let pages = 0;
  for (;;) {
    const page = await read({ ...filter, ...(cursor ? { cursor } : {}) });
    pages++;
    items.push(...page.data.items);
    if (page.data.next_cursor === null) return { items, lastCursor, pages };
    lastCursor = cursor = page.data.next_cursor;
  }
}

async function failureOf(promise: Promise<unknown>): Promise<SurveyServiceError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(SurveyServiceError);
  return error as SurveyServiceError;
}

const position = (i: { updated_at: string; survey_id: string }) => [Date.parse(i.updated_at), i.survey_id] as const;
const inOrder = (a: { updated_at: string; survey_id: string }, b: { updated_at: string; survey_id: string }) => {
  const [ta, ia] = position(a);
  const [tb, ib] = position(b);
  return ta < tb || (ta === tb && ia < ib);
};

describe('survey service contract: client against the stand-in', () => {
  let standin: SurveyStandin;

  beforeAll(async () => {
    standin = await startSurveyStandin(small);
  });

  afterAll(async () => {
    await standin?.close();
  });

  afterEach(() => {
    standin.setFaults({ mode: 'none' });
    standin.setNow(NOW);
  });

  it('pages every case once, at the last change it has had by now, in (updated_at, survey_id) order, the same whatever the page size', async () => {
    const sut = clientOf(standin);
    const { items, pages } = await pageAll((f) => sut.responseRatePage(f), { type: 'showroom', limit: 37 });
    expect(pages).toBeGreaterThan(5);
    expect(items.length).toBeGreaterThan(200);
    for (let i = 1; i < items.length; i++) expect(inOrder(items[i - 1], items[i])).toBe(true);
    expect(items.every((i) => Date.parse(i.updated_at) <= Date.parse(NOW) && i.type === 'showroom')).toBe(true);
    expect(new Set(items.map((i) => i.dealer_code))).toEqual(new Set(['D0001', 'D0002', 'D0003']));

    const byCase = new Map<string, SurveyCaseItem[]>();
    for (const item of items) byCase.set(item.survey_id, [...(byCase.get(item.survey_id) ?? []), item]);
    expect(byCase.size).toBe(items.length);
    for (const [id, [item]] of byCase) {
      if (item.cleansed_at !== null) expect({ id, updated: item.updated_at }).toEqual({ id, updated: item.cleansed_at });
      else if (item.outcome !== 'pending') expect({ id, sent: item.sent_at !== null, updated: item.updated_at }).toEqual({ id, sent: true, updated: item.outcome_at });
      else if (item.sent_at !== null) {
        expect({ id, updated: item.updated_at }).toEqual({ id, updated: item.sent_at });
        expect(Date.parse(item.sent_at)).toBeGreaterThan(Date.parse(NOW) - 14 * DAY_MS);
      } else {
        expect({ id, updated: item.updated_at }).toEqual({ id, updated: item.received_at });
        expect(Date.parse(item.received_at)).toBeGreaterThan(Date.parse(NOW) - 4 * DAY_MS);
      }
    }
    const outcomes = [...byCase.values()].map((s) => s[s.length - 1]);
    expect(outcomes.filter((o) => o.cleansed_at !== null).length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.outcome === 'responded_successfully').length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.outcome === 'not_responded').length).toBeGreaterThan(0);

    const whole = await pageAll((f) => sut.responseRatePage(f), { type: 'showroom', limit: 5000 });
    expect(whole.items).toEqual(items);

    const answers = await pageAll((f) => sut.dashboardPage(f), { type: 'showroom', limit: 25 });
    const completed = outcomes.filter((o) => o.outcome === 'responded_successfully');
    expect(answers.items.map((a) => [a.survey_id, a.responded_at]).sort()).toEqual(completed.map((o) => [o.survey_id, o.outcome_at]).sort());
    for (const a of answers.items) {
      expect(a.updated_at).toBe(a.responded_at);
      expect(a.nps >= 0 && a.nps <= 10).toBe(true);
    }
  });

  it('answers next_cursor null at the end, and with the last cursor what happened after the clock moved on', async () => {
    const sut = clientOf(standin);
    const first = await pageAll((f) => sut.responseRatePage(f), { type: 'service', limit: 100 });
    expect(first.lastCursor).toBeDefined();
    const again = await sut.responseRatePage({ type: 'service', limit: 100, cursor: first.lastCursor });
    expect(again.data.next_cursor).toBeNull();
    expect(again.data.items).toEqual(first.items.slice(-again.data.items.length));

    const later = new Date(Date.parse(NOW) + 3 * DAY_MS).toISOString();
    const control = await fetch(`${standin.url}/__standin/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ now: later }) });
    expect(control.status).toBe(200);
    const since = await pageAll((f) => sut.responseRatePage(f), { type: 'service', limit: 100, cursor: first.lastCursor });
    const newer = since.items.filter((i) => Date.parse(i.updated_at) > Date.parse(NOW));
    expect(newer.length).toBeGreaterThan(10);
    expect(since.items.every((i) => Date.parse(i.updated_at) <= Date.parse(later))).toBe(true);
    expect(new Set(newer.map((i) => i.outcome))).toEqual(new Set(['pending', 'responded_successfully', 'responded_unsuccessfully', 'not_responded']));

    // A case paged before its next step comes again, later in the feed, in its new state.
    const before = new Map(first.items.map((i) => [i.survey_id, i]));
    const again2 = since.items.filter((i) => before.has(i.survey_id) && Date.parse(i.updated_at) > Date.parse(NOW));
    expect(again2.length).toBeGreaterThan(5);
    for (const item of again2) expect(Date.parse(item.updated_at)).toBeGreaterThan(Date.parse(before.get(item.survey_id)!.updated_at));
  });

  it('filters by dealer_code and updated_from', async () => {
    const sut = clientOf(standin);
    const from = new Date(Date.parse(NOW) - 10 * DAY_MS).toISOString();
    const { items } = await pageAll((f) => sut.dashboardPage(f), { type: 'service', dealer_code: 'D0002', updated_from: from });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.dealer_code === 'D0002' && Date.parse(i.updated_at) >= Date.parse(from))).toBe(true);
    await expect(sut.dashboardPage({ type: 'service', dealer_code: 'D0999' })).resolves.toEqual({ success: true, data: { items: [], next_cursor: null }, unreadable: [] });
  });

  it('refuses a wrong password with 401 once, kind unauthorized, without the password in the error', async () => {
    const sut = clientOf(standin, { password: 'wrong-horse-battery' });
    const before = standin.requestCount();
    const error = await failureOf(sut.responseRatePage({ type: 'showroom' }));
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, attempts: 1, messageKey: 'errors.survey.unauthorized' });
    expect(standin.requestCount() - before).toBe(1);
    expect(`${error.message} ${error.stack}`).not.toContain('wrong-horse-battery');
  });

  it('answers 400 without type, not retried, kind bad_request with the service message', async () => {
    const sut = clientOf(standin);
    const error = await failureOf(sut.responseRatePage({} as SurveyServiceFilter));
    expect(error).toMatchObject({ kind: 'bad_request', status: 400, attempts: 1 });
    expect(error.message).toContain('type is required');
    const wrongType = await fetch(`${standin.url}/api/dashboard/`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', authorization: `Basic ${Buffer.from(`${standin.user}:${standin.password}`).toString('base64')}` },
      body: '{"type":"showroom"}',
    });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toEqual({ success: false, message: 'Content-Type must be application/json' });
  });

  it('retries 500 until the page comes (fault set through the control path)', async () => {
    const control = await fetch(`${standin.url}/__standin/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'status500', count: 2 }) });
    expect(control.status).toBe(200);
    const before = standin.requestCount();
    const page = await clientOf(standin).responseRatePage({ type: 'showroom', limit: 5 });
    expect(page.data.items).toHaveLength(5);
    expect(standin.requestCount() - before).toBe(3);
  });

  it('waits Retry-After on 429 and then gets the page', async () => {
    standin.setFaults({ mode: 'status429', count: 1, retryAfterSeconds: 1 });
    const started = Date.now();
    const page = await clientOf(standin).dashboardPage({ type: 'showroom', limit: 5 });
    expect(page.data.items).toHaveLength(5);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('gives up on an answer that never comes with kind timeout after maxAttempts', async () => {
    standin.setFaults({ mode: 'hang', count: 3 });
    const before = standin.requestCount();
    const error = await failureOf(clientOf(standin, { timeoutMs: 200, maxAttempts: 3 }).responseRatePage({ type: 'service' }));
    expect(error).toMatchObject({ kind: 'timeout', attempts: 3, messageKey: 'errors.survey.timeout' });
    expect(standin.requestCount() - before).toBe(3);
  });

  it('reports broken JSON as malformed without retrying', async () => {
    standin.setFaults({ mode: 'malformed_json', count: 5 });
    const before = standin.requestCount();
    const error = await failureOf(clientOf(standin).dashboardPage({ type: 'service' }));
    expect(error).toMatchObject({ kind: 'malformed', attempts: 1, status: 200 });
    expect(standin.requestCount() - before).toBe(1);
  });

  it('returns a page served twice as it came (the consumer dedupes), then goes on', async () => {
    const sut = clientOf(standin);
    const first = await sut.responseRatePage({ type: 'showroom', limit: 10 });
    standin.setFaults({ mode: 'repeat_page', count: 1 });
    const repeated = await sut.responseRatePage({ type: 'showroom', limit: 10, cursor: first.data.next_cursor! });
    expect(repeated).toEqual(first);
    const second = await sut.responseRatePage({ type: 'showroom', limit: 10, cursor: first.data.next_cursor! });
    expect(inOrder(first.data.items[9], second.data.items[0])).toBe(true);
  });

  it('returns an item of a dealer the product does not know as it came', async () => {
    standin.setFaults({ mode: 'unknown_dealer', count: 1 });
    const page = await clientOf(standin).dashboardPage({ type: 'showroom', limit: 3 });
    expect(page.data.items[0].dealer_code).toBe('X9999');
    expect(page.data.items.slice(1).every((i: SurveyResponseItem) => /^D000[1-3]$/.test(i.dealer_code))).toBe(true);
  });

  it('reads the rest of a page around an item that breaks the contract, and names the field', async () => {
    for (const [kind, field] of [['dashboardPage', 'nps'], ['responseRatePage', 'outcome']] as const) {
      standin.setFaults({ mode: 'broken_item', count: 1 });
      const page = await clientOf(standin)[kind]({ type: 'showroom', limit: 5 });
      expect(page.data.items).toHaveLength(4);
      expect(page.unreadable).toEqual([expect.objectContaining({ index: 0, survey_id: expect.any(String), dealer_code: expect.stringMatching(/^D000[1-3]$/), problem: `answer.data.items[0].${field} ${field === 'nps' ? 'must be a whole number from 0 to 10' : 'must be one of pending, responded_successfully, responded_unsuccessfully, not_responded'}` })]);
      expect(page.data.next_cursor).not.toBeNull();
    }
  });

  it('reads a null outcome of a case not yet sent as pending', async () => {
    const raw: string[] = [];
    const recording: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      raw.push(await res.clone().text());
      return res;
    };
    standin.setFaults({ mode: 'null_outcome', count: 1 });
    const page = await clientOf(standin, { fetchImpl: recording }).responseRatePage({ type: 'service', limit: 5000 });
    const served = (JSON.parse(raw[0]) as { data: { items: Array<{ survey_id: string; outcome: string | null }> } }).data.items.filter((i) => i.outcome === null);
    expect(served).toHaveLength(1);
    expect(page.unreadable).toEqual([]);
    expect(page.data.items.find((i: SurveyCaseItem) => i.survey_id === served[0].survey_id)).toMatchObject({ outcome: 'pending', sent_at: null, outcome_at: null });
  });

  it('serves identical pages from two stand-ins with the same settings', async () => {
    const twin = await startSurveyStandin(small);
    try {
      for (const kind of ['responseRatePage', 'dashboardPage'] as const) {
        const pages = await Promise.all([standin, twin].map((s) => clientOf(s)[kind]({ type: 'service', limit: 50 })));
        expect(pages[0].data.items.length).toBe(50);
        expect(pages[1]).toEqual(pages[0]);
      }
    } finally {
      await twin.close();
    }
  });
});

import { inspect } from 'node:util';
import { SurveyServiceClient, type SurveyServiceClientConfig } from '../survey-service-client';
import { SurveyServiceError } from '../survey-service-error';

const PASSWORD = 'pa55-w0rd-never-shown';
const okBody = JSON.stringify({ success: true, data: { items: [], next_cursor: null } });

type Answer = { status: number; body?: string; headers?: Record<string, string> } | Error;

function fakeService(answers: Answer[]) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return new Response(answer.body ?? '', { status: answer.status, headers: answer.headers });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

function clientFor(answers: Answer[], extra: Partial<SurveyServiceClientConfig> = {}) {
  const service = fakeService(answers);
  const sleeps: number[] = [];
  const sut = new SurveyServiceClient({
    baseUrl: 'https://survey.example/',
    user: 'voc',
    password: PASSWORD,
    fetchImpl: service.fetchImpl,
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0.5,
    ...extra,
  });
  return { sut, calls: service.calls, sleeps };
}

async function failure(promise: Promise<unknown>): Promise<SurveyServiceError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(SurveyServiceError);
    const error = err as SurveyServiceError;
    expect(`${error.message} ${inspect(error, { depth: 5 })}`).not.toContain(PASSWORD);
    expect(inspect(error, { depth: 5 })).not.toContain(Buffer.from(`voc:${PASSWORD}`).toString('base64'));
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('SurveyServiceClient', () => {
  it('posts the filter as JSON with basic authorisation to each endpoint', async () => {
    const { sut, calls } = clientFor([{ status: 200, body: okBody }]);
    await expect(sut.responseRatePage({ type: 'showroom', limit: 10 })).resolves.toEqual({ success: true, data: { items: [], next_cursor: null }, unreadable: [] });
    await sut.dashboardPage({ type: 'service', cursor: 'abc', dealer_code: 'D0001' });
    expect(calls.map((c) => c.url)).toEqual(['https://survey.example/api/responserate/', 'https://survey.example/api/dashboard/']);
    const headers = calls[0].init.headers as Record<string, string>;
    expect(calls[0].init.method).toBe('POST');
    expect(headers['content-type']).toBe('application/json');
    expect(headers.authorization).toBe(`Basic ${Buffer.from(`voc:${PASSWORD}`).toString('base64')}`);
    expect(JSON.parse(calls[1].init.body as string)).toEqual({ type: 'service', cursor: 'abc', dealer_code: 'D0001' });
  });

  it('retries 5xx with growing backoff and answers the first good page', async () => {
    const { sut, calls, sleeps } = clientFor([{ status: 500 }, { status: 503 }, { status: 200, body: okBody }], { backoffBaseMs: 100 });
    await sut.responseRatePage({ type: 'showroom' });
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([75, 150]); // half fixed + half random (0.5) of 100, 200
  });

  it('waits what Retry-After asks on 429, capped by maxRetryAfterMs', async () => {
    const { sut, sleeps } = clientFor(
      [{ status: 429, headers: { 'retry-after': '2' } }, { status: 429, headers: { 'retry-after': '3600' } }, { status: 200, body: okBody }],
      { maxRetryAfterMs: 5_000 },
    );
    await sut.dashboardPage({ type: 'showroom' });
    expect(sleeps).toEqual([2_000, 5_000]);
  });

  it('gives up after maxAttempts with kind unavailable, naming the endpoint and the attempts', async () => {
    const { sut, calls } = clientFor([{ status: 502, body: JSON.stringify({ success: false, message: 'gateway' }) }], { maxAttempts: 3 });
    const error = await failure(sut.responseRatePage({ type: 'service' }));
    expect(calls).toHaveLength(3);
    expect(error).toMatchObject({ kind: 'unavailable', messageKey: 'errors.survey.unavailable', attempts: 3, status: 502, endpoint: 'https://survey.example/api/responserate/' });
    expect(error.message).toContain('gateway');
  });

  it('retries network errors and reports them as unavailable with the cause', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    const { sut, calls } = clientFor([refused], { maxAttempts: 2 });
    const error = await failure(sut.responseRatePage({ type: 'service' }));
    expect(calls).toHaveLength(2);
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('ECONNREFUSED');
    expect(error.cause).toBe(refused);
  });

  it.each([
    [401, 'unauthorized', 'errors.survey.unauthorized'],
    [403, 'unauthorized', 'errors.survey.unauthorized'],
    [400, 'bad_request', 'errors.survey.badRequest'],
    [404, 'bad_request', 'errors.survey.badRequest'],
  ])('never retries HTTP %s (kind %s)', async (status, kind, messageKey) => {
    const { sut, calls } = clientFor([{ status, body: JSON.stringify({ success: false, message: `no (${PASSWORD})` }) }]);
    const error = await failure(sut.responseRatePage({ type: 'showroom' }));
    expect(calls).toHaveLength(1);
    expect(error).toMatchObject({ kind, messageKey, attempts: 1, status });
    expect(error.message).toContain('no (***)');
  });

  it.each([
    ['broken JSON', '{"success": true, "data": {"items": ['],
    ['a wrong envelope', JSON.stringify({ success: true, data: { items: {}, next_cursor: null } })],
  ])('reports %s on HTTP 200 as malformed without retrying', async (_name, body) => {
    const { sut, calls } = clientFor([{ status: 200, body }]);
    const error = await failure(sut.dashboardPage({ type: 'showroom' }));
    expect(calls).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'malformed', messageKey: 'errors.survey.malformed' });
  });

  it('answers a page whose item breaks the contract, that item set aside, without retrying', async () => {
    const { sut, calls } = clientFor([{ status: 200, body: JSON.stringify({ success: true, data: { items: [{ survey_id: 'x' }], next_cursor: 'n' } }) }]);
    const page = await sut.dashboardPage({ type: 'showroom' });
    expect(calls).toHaveLength(1);
    expect(page.data).toEqual({ items: [], next_cursor: 'n' });
    expect(page.unreadable).toEqual([expect.objectContaining({ index: 0, survey_id: 'x', problem: expect.stringContaining('answer.data.items[0].') })]);
  });

  it('refuses a base URL with credentials', () => {
    expect(() => new SurveyServiceClient({ baseUrl: 'https://u:p@survey.example', user: 'u', password: 'p' })).toThrow(/credentials/);
  });
});

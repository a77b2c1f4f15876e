import { PAGE_STARTED_GETS_GLOBAL } from '../page-started-gets';
import { EARLY_RESPONSE_MAX_AGE_MS, clearEarlyResponses, requestKey, startEarlyGet, takeEarlyResponse } from '../early-responses';

const BASE = 'http://localhost/app/main';
const AUTH = { Authorization: 'Bearer t1', 'Accept-Language': 'th-TH' };

function answering(): jest.MockedFunction<typeof fetch> {
  return jest.fn(async () => new Response('{}', { status: 200 })) as unknown as jest.MockedFunction<typeof fetch>;
}

const get = (url: string, authorization = 'Bearer t1', method = 'GET') => new Request(new URL(url, BASE), { method, headers: { Authorization: authorization } });

afterEach(() => clearEarlyResponses());

describe('early responses', () => {
  it('hands the early answer to the first request of the same address and session, once', async () => {
    const fetchFn = answering();
    const early = startEarlyGet('/api/reports/open-tickets?year=2026&month=11', AUTH, fetchFn);
    expect(takeEarlyResponse(get('/api/reports/open-tickets?month=11&year=2026'))).toBe(early);
    expect(takeEarlyResponse(get('/api/reports/open-tickets?month=11&year=2026'))).toBeUndefined();
    expect(new Headers(fetchFn.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer t1');
    expect(fetchFn.mock.calls[0]?.[1]?.priority).toBe('high');
  });

  it.each([
    ['another address', get('/api/reports/open-tickets?year=2026&month=10')],
    ['another session', get('/api/reports/open-tickets?year=2026&month=11', 'Bearer other')],
    ['not a GET', get('/api/reports/open-tickets?year=2026&month=11', 'Bearer t1', 'POST')],
  ])('hands nothing to %s', (_case, request) => {
    startEarlyGet('/api/reports/open-tickets?year=2026&month=11', AUTH, answering());
    expect(takeEarlyResponse(request)).toBeUndefined();
  });

  it('hands nothing once the early answer is older than the limit, and forgets it', () => {
    let now = 1_000;
    startEarlyGet('/api/auth/profile', AUTH, answering(), () => now);
    now += EARLY_RESPONSE_MAX_AGE_MS + 1;
    expect(takeEarlyResponse(get('/api/auth/profile'), () => now)).toBeUndefined();
    now = 1_000;
    expect(takeEarlyResponse(get('/api/auth/profile'), () => now)).toBeUndefined();
  });

  it('hands nothing for a call that failed: the app asks itself and shows the failure', async () => {
    const failing = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await expect(startEarlyGet('/api/auth/profile', AUTH, failing)).rejects.toThrow('Failed to fetch');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeEarlyResponse(get('/api/auth/profile'))).toBeUndefined();
  });

  it('takes the call the inline start script sent instead of sending it again, and hands it over', () => {
    const sent = Promise.resolve(new Response('{}', { status: 200 }));
    const scope = globalThis as unknown as Record<string, unknown>;
    scope[PAGE_STARTED_GETS_GLOBAL] = [{ url: '/api/auth/profile', headers: { ...AUTH }, response: sent }];
    try {
      const fetchFn = answering();
      expect(startEarlyGet('/api/auth/profile', AUTH, fetchFn)).toBe(sent);
      expect(fetchFn).not.toHaveBeenCalled();
      expect(takeEarlyResponse(get('/api/auth/profile'))).toBe(sent);
      // Its headers differ (another language): sent anew.
      scope[PAGE_STARTED_GETS_GLOBAL] = [{ url: '/api/auth/profile', headers: { ...AUTH, 'Accept-Language': 'en-US' }, response: sent }];
      expect(startEarlyGet('/api/auth/profile', AUTH, fetchFn)).not.toBe(sent);
      expect(fetchFn).toHaveBeenCalledTimes(1);
    } finally {
      delete scope[PAGE_STARTED_GETS_GLOBAL];
    }
  });

  it('keys an address by path and sorted parameters', () => {
    expect(requestKey('/api/x?b=2&a=1&a=0', BASE)).toBe('/api/x?a=0&a=1&b=2');
    expect(requestKey('http://localhost/api/x', BASE)).toBe('/api/x?');
  });
});

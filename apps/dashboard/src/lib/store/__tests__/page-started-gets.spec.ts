import { PAGE_STARTED_GETS_GLOBAL, type PageStartedGet, takePageStartedGet } from '../page-started-gets';

const HEADERS = { Authorization: 'Bearer t1', 'Accept-Language': 'th-TH' };

function scopeWith(...calls: PageStartedGet[]): Record<string, unknown> {
  return { [PAGE_STARTED_GETS_GLOBAL]: calls };
}

const call = (url: string, headers: Record<string, string> = HEADERS): PageStartedGet => ({ url, headers, response: Promise.resolve(new Response('{}')) });

describe('calls the inline start script sent', () => {
  it('hands the call of the same address and headers to the bootstrap, once', () => {
    const profile = call('/api/auth/profile');
    const scope = scopeWith(call('/api/reports/freshness'), profile);
    expect(takePageStartedGet('/api/auth/profile', { ...HEADERS }, scope)).toBe(profile.response);
    expect(takePageStartedGet('/api/auth/profile', { ...HEADERS }, scope)).toBeUndefined();
  });

  it.each([
    ['another address', '/api/reports/freshness', HEADERS],
    ['another session', '/api/auth/profile', { ...HEADERS, Authorization: 'Bearer other' }],
    ['another language', '/api/auth/profile', { ...HEADERS, 'Accept-Language': 'en-US' }],
    ['a header more', '/api/auth/profile', { ...HEADERS, 'X-Other': '1' }],
    ['a header less', '/api/auth/profile', { Authorization: 'Bearer t1' }],
  ])('hands nothing for %s', (_case, url, headers) => {
    expect(takePageStartedGet(url, headers, scopeWith(call('/api/auth/profile')))).toBeUndefined();
  });

  it.each([
    ['no script ran', {}],
    ['something else under the name', { [PAGE_STARTED_GETS_GLOBAL]: 'x' }],
    ['an entry of another shape', { [PAGE_STARTED_GETS_GLOBAL]: [{ url: '/api/auth/profile', headers: HEADERS, response: 'x' }] }],
  ])('hands nothing when %s', (_case, scope) => {
    expect(takePageStartedGet('/api/auth/profile', HEADERS, scope)).toBeUndefined();
  });
});

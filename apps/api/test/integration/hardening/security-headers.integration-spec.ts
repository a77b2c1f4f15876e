import { startTestApi, type TestApi } from '../../support/test-api';
import { ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';

describe('api security headers', () => {
  let sut: TestApi;
  let world: TicketWorld;

  beforeAll(async () => {
    sut = await startTestApi();
    world = await ticketWorld(sut);
  });
  afterAll(() => sut.close());

  it.each([
    ['an authenticated answer', '/auth/profile', true],
    ['a refusal', '/tickets', false],
    ['the public health check', '/health', false],
  ])('%s carries nosniff, frame protection, a closed CSP, no-referrer and no-store', async (_what, path, signedIn) => {
    const res = await sut.call('GET', path, signedIn ? { token: world.csn } : {});
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('a JSON answer carries no ETag: nothing keeps a no-store answer to revalidate it', async () => {
    const res = await sut.call('GET', '/auth/profile', { token: world.csn });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeNull();
  });
});

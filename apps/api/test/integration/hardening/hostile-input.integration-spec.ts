import jwt from 'jsonwebtoken';
import { GENERIC_ERRORS } from '@voc/contracts';
import { TEST_JWT_SECRET, startTestApi, type TestApi } from '../../support/test-api';
import { ticketForm, ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';

/** Raw request, so bodies that JSON.stringify would never make (deep, huge) reach the api as sent. */
async function raw(sut: TestApi, method: string, path: string, token: string, body?: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${sut.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body,
  });
  const text = await response.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON: left as text so the assertion shows it */
  }
  return { status: response.status, body: parsed };
}

describe('hostile input answers 4xx with the envelope, never 500', () => {
  let sut: TestApi;
  let world: TicketWorld;

  beforeAll(async () => {
    sut = await startTestApi();
    world = await ticketWorld(sut);
  });
  afterAll(() => sut.close());

  it.each([
    ['a NUL byte in a query text', 'GET', '/tickets?name=a%00b'],
    ['a NUL byte in a dealer search', 'GET', '/dealers?dealer_name=a%00b'],
    ['a NUL byte in a user search', 'GET', '/users?first_name=%00'],
    ['page=1e20', 'GET', '/tickets?page=1e20'],
    ['a 20-digit page', 'GET', '/tickets?page=12345678901234567890'],
    ['a 20-digit limit', 'GET', '/dealers?limit=12345678901234567890'],
    ['a non-uuid ticket id', 'GET', '/tickets/not-a-uuid'],
    ['an impossible date filter', 'GET', '/tickets?from_created_date=2026-02-30'],
  ])('%s', async (_what, method, path) => {
    const res = await raw(sut, method, path, world.csn);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error).toEqual(expect.objectContaining({ name: expect.any(String), message: expect.stringMatching(/^errors\./) }));
  });

  it('a NUL byte in a JSON body is refused', async () => {
    const res = await raw(sut, 'POST', '/tickets', world.agent, JSON.stringify(ticketForm(world.dealer.id, { name: 'a\u0000b' })));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^errors\./);
  });

  it('a 2 MB JSON body answers 413 with the envelope', async () => {
    const res = await raw(sut, 'POST', '/tickets', world.agent, JSON.stringify({ ...ticketForm(world.dealer.id), complaint_description: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ name: 'PayloadTooLarge', message: GENERIC_ERRORS.payloadTooLarge });
  });

  it('10,000-deep JSON answers 400 with the envelope', async () => {
    const deep = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    const res = await raw(sut, 'POST', '/tickets', world.agent, deep);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^errors\./);
  });

  it('malformed JSON answers 400 with the envelope', async () => {
    const res = await raw(sut, 'POST', '/tickets', world.agent, '{"name": ');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ name: 'BadRequest', message: GENERIC_ERRORS.malformedBody });
  });

  it('an impossible created_oa_date is refused, not stored as another day', async () => {
    const res = await raw(sut, 'POST', '/tickets', world.agent, JSON.stringify(ticketForm(world.dealer.id, { created_oa_date: '2026-02-30' })));
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'created_oa_date' })]));
  });

  it('a validly signed token whose subject is not a uuid answers 401', async () => {
    const token = jwt.sign({ sub: 'not-a-uuid', ver: 0 }, TEST_JWT_SECRET, { algorithm: 'HS256', expiresIn: 60 });
    const res = await raw(sut, 'GET', '/auth/profile', token);
    expect(res.status).toBe(401);
    expect(res.body.error.name).toBe('Unauthorized');
  });
});

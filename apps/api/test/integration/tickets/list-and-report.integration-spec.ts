import { createDealer } from '../../support/account-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';
import { createTicketVia, signIn, ticketForm } from '../../support/ticket-fixtures';
import { createUser } from '../../support/account-fixtures';

describe('GET /api/tickets', () => {
  let sut: TestApi;
  let token: string;
  let dealerId: string;
  const ids: string[] = [];

  beforeAll(async () => {
    sut = await startTestApi();
    // A dealer of its own, so these counts are not disturbed by other test files' tickets.
    dealerId = (await createDealer(sut.db)).id;
    token = await signIn(sut, await createUser(sut.db, { type: 'csn', permission: { ticket_validation: true } }));
    const days = ['2026-03-01T03:00:00Z', '2026-03-15T03:00:00Z', '2026-04-01T03:00:00Z', '2026-04-20T03:00:00Z', '2026-05-05T03:00:00Z'];
    for (const [i, day] of days.entries()) {
      ids.push(await createTicketVia(sut, token, ticketForm(dealerId, { created_oa_date: day, source: i % 2 ? 'survey' : 'callcenter', confirm_duplicate: true })));
    }
    await sut.call('PATCH', `/tickets/${ids[0]}`, { token, body: { status: 'C' } });
  });
  afterAll(() => sut.close());

  const list = (query: string) => sut.call<any>('GET', `/tickets?dealer_id=${dealerId}&${query}`, { token });

  it('sorts by created_oa_date newest first by default, paged with the total', async () => {
    const page1 = await list('limit=2&page=1');
    expect(page1.body.success.total).toBe(5);
    expect(page1.body.success.result.map((t: any) => t._id)).toEqual([ids[4], ids[3]]);
    const page3 = await list('limit=2&page=3');
    expect(page3.body.success.result.map((t: any) => t._id)).toEqual([ids[0]]);
  });

  it('filters by source, status (with B- = not completed), and a date range in Thai days; empty parameters are ignored', async () => {
    expect((await list('source=survey')).body.success.total).toBe(2);
    expect((await list('status=C')).body.success.result.map((t: any) => t._id)).toEqual([ids[0]]);
    expect((await list('status=B-')).body.success.total).toBe(5);
    expect((await list('status=B')).body.success.total).toBe(0);
    expect((await list('from_created_date=2026-03-15&to_created_date=2026-04-20')).body.success.total).toBe(3);
    expect((await list('from_created_date=&source=&status=')).body.success.total).toBe(5);
  });

  it('refuses a bad filter with its field', async () => {
    const res = await list('from_created_date=15-03-2026');
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ field: 'from_created_date', message: 'errors.field.date' }]);
  });

  it('answers the sub-category and problem lists', async () => {
    const subs = await sut.call<any>('GET', '/subcategories?type=service', { token });
    expect(subs.body.success.result.every((s: any) => s.type === 'service')).toBe(true);
    const problems = await sut.call<any>('GET', `/problemlists?sub_category=${subs.body.success.result[0].code}`, { token });
    expect(problems.body.success.total).toBeGreaterThan(0);
  });
});

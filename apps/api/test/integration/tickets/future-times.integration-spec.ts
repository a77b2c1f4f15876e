import { startTestApi, type TestApi } from '../../support/test-api';
import { createTicketVia, eventsOf, ticketForm, ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';

const DAY_MS = 24 * 3600 * 1000;
/** A Bangkok calendar day `days` from today (YYYY-MM-DD). */
const bangkokDay = (days: number) => new Date(Date.now() + 7 * 3600 * 1000 + days * DAY_MS).toISOString().slice(0, 10);

/**
 * No event is dated in the future (issue 31): a time the client sends with a command may not lie
 * after the server's clock; the answer is 400 naming the field (errors.field.future), nothing written.
 */
describe('client times ahead of the server: refused', () => {
  let sut: TestApi;
  let world: TicketWorld;

  beforeAll(async () => {
    sut = await startTestApi();
    world = await ticketWorld(sut);
  });
  afterAll(() => sut.close());

  const ticketCount = async () => Number((await sut.db.query(`SELECT count(*) AS n FROM tickets`))[0].n);

  it.each([
    ['a complaint date a minute ahead', { created_oa_date: new Date(Date.now() + 60_000).toISOString() }, ['created_oa_date']],
    ['a complaint date three days ahead', { created_oa_date: new Date(Date.now() + 3 * DAY_MS).toISOString() }, ['created_oa_date']],
    ['tomorrow as a date alone', { created_oa_date: bangkokDay(1) }, ['created_oa_date']],
    ['a delivery date tomorrow', { delivered_date: bangkokDay(1) }, ['delivered_date']],
    ['both', { created_oa_date: bangkokDay(2), delivered_date: bangkokDay(2) }, ['created_oa_date', 'delivered_date']],
  ])('create with %s: 400 naming the field', async (_case, times, fields) => {
    const before = await ticketCount();
    const res = await sut.call<any>('POST', '/tickets', { token: world.agent, body: ticketForm(world.dealer.id, times) });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ name: 'ValidationError', details: fields.map((field) => ({ field, message: 'errors.field.future' })) });
    expect(await ticketCount()).toBe(before);
  });

  it.each([
    ['an hour ago', { created_oa_date: new Date(Date.now() - 3600_000).toISOString() }],
    ['today as a date alone', { created_oa_date: bangkokDay(0), delivered_date: bangkokDay(0) }],
  ])('create with a time %s: accepted', async (_case, times) => {
    const res = await sut.call<any>('POST', '/tickets', { token: world.agent, body: ticketForm(world.dealer.id, times) });
    expect(res.status).toBe(201);
  });

  it('a user who may not create is told so first (403), whatever times they send', async () => {
    const res = await sut.call<any>('POST', '/tickets', { token: world.dealerStaff, body: ticketForm(world.dealer.id, { created_oa_date: bangkokDay(5) }) });
    expect(res.status).toBe(403);
  });

  it('edit with a delivery date ahead: 400 naming the field, nothing written', async () => {
    const id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    const res = await sut.call<any>('PUT', `/tickets/${id}`, { token: world.agent, body: { name: 'คุณลูกค้า', tel: '0811111111', complaint_solution: 'x', delivered_date: bangkokDay(3) } });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ field: 'delivered_date', message: 'errors.field.future' }]);
    expect((await eventsOf(sut.db, id)).map((e) => e.type).filter((type) => !type.startsWith('Notification'))).toEqual(['TicketCreated']);
  });

  it('a history log line dated ahead: 400 naming the line, the log unchanged', async () => {
    const id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    const logs = [
      { updated_date: new Date(Date.now() - 60_000).toISOString(), updated_by: 'csn', status: 'W' },
      { updated_date: new Date(Date.now() + DAY_MS).toISOString(), updated_by: 'csn', status: 'C' },
    ];
    const res = await sut.call<any>('PATCH', `/tickets/${id}`, { token: world.csn, body: { logs } });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ field: 'logs[1].updated_date', message: 'errors.field.future' }]);
    expect((await eventsOf(sut.db, id)).map((e) => e.type).filter((type) => !type.startsWith('Notification'))).toEqual(['TicketCreated']);
    const ok = await sut.call<any>('PATCH', `/tickets/${id}`, { token: world.csn, body: { logs: logs.slice(0, 1) } });
    expect(ok.status).toBe(200);
  });

  it('no event the api wrote here is dated after the server clock', async () => {
    const [{ late }] = await sut.db.query(`SELECT count(*)::int AS late FROM ticket_events WHERE occurred_at > now()`);
    expect(late).toBe(0);
  });
});

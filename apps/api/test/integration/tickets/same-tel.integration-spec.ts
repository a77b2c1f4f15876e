import { TICKET_ERRORS } from '@voc/contracts';
import { startTestApi, type TestApi } from '../../support/test-api';
import { createTicketVia, ticketForm, ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';

describe('GET /api/tickets/same-tel (the call-centre form\'s early same-tel warning)', () => {
  let sut: TestApi;
  let world: TicketWorld;
  const tel = `08${Math.floor(10000000 + Math.random() * 89999999)}`;

  beforeAll(async () => {
    sut = await startTestApi();
    world = await ticketWorld(sut);
    await createTicketVia(sut, world.agent, ticketForm(world.otherDealer.id, { tel }));
  });
  afterAll(() => sut.close());

  it('answers the tickets of this type opened this month from the tel, across dealers', async () => {
    const res = await sut.call<any>('GET', `/tickets/same-tel?tel=${tel}&type=showroom`, { token: world.agent });
    expect(res.status).toBe(200);
    expect(res.body.success.result).toEqual([{ _id: expect.any(String), case_no: expect.stringMatching(/^SR/), created_date: expect.any(String), status: 'W' }]);
    const service = await sut.call<any>('GET', `/tickets/same-tel?tel=${tel}&type=service`, { token: world.agent });
    expect(service.body.success.result).toEqual([]);
  });

  it('refuses those who may not open a call-centre ticket with 403 and the envelope', async () => {
    const res = await sut.call<any>('GET', `/tickets/same-tel?tel=${tel}&type=showroom`, { token: world.dealerStaff });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { name: 'Forbidden', message: TICKET_ERRORS.createNotAllowed } });
  });

  it.each([
    ['no tel', 'type=showroom', 'tel'],
    ['an unknown type', `tel=${tel}&type=boat`, 'type'],
    ['an over-long tel', `tel=${'9'.repeat(41)}&type=showroom`, 'tel'],
  ])('answers 400 for %s', async (_case, query, field) => {
    const res = await sut.call<any>('GET', `/tickets/same-tel?${query}`, { token: world.agent });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });
});

import { createUser } from '../../support/account-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';
import { createTicketVia, eventsOf, signIn, ticketForm, ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';

describe('ticket scope: a ticket outside the user\'s scope answers 404, never its data', () => {
  let sut: TestApi;
  let world: TicketWorld;
  let theirs: string;
  let ours: string;

  beforeAll(async () => {
    sut = await startTestApi();
    world = await ticketWorld(sut);
    theirs = await createTicketVia(sut, world.agent, ticketForm(world.otherDealer.id));
    ours = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
  });
  afterAll(() => sut.close());

  it.each([
    ['GET', ''],
    ['PUT', ''],
    ['PATCH', ''],
    ['PUT', 'verified/'],
  ])('%s /tickets/%s{other dealer} answers 404', async (method, prefix) => {
    const body = method === 'PATCH' ? { status: 'C' } : method === 'PUT' && prefix === '' ? { name: 'x', tel: '1', complaint_solution: 'y' } : method === 'PUT' ? {
      satisfied: 'Y', customer_voc: 'x', review_status: 1, review_detail: 'x', contacted_status: 1, verify_by: 'x', recieved_satisfied_sms_status: 1, recieved_satisfied_sms_detail: 'x',
    } : undefined;
    const res = await sut.call<any>(method, `/tickets/${prefix}${theirs}`, { token: world.dealerStaff, body });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { name: 'NotFound', message: 'errors.notFound' } });
    // Nothing written by the refused call: the ticket's creation and its no-contact notices only.
    expect((await eventsOf(sut.db, theirs)).map((e) => e.type).filter((t) => !t.startsWith('Notification'))).toEqual(['TicketCreated']);
  });

  it('lists only the dealer\'s own tickets, and its uploads list refuses the other', async () => {
    const list = await sut.call<any>('GET', '/tickets?limit=200', { token: world.dealerStaff });
    const ids = list.body.success.result.map((t: { _id: string }) => t._id);
    expect(ids).toContain(ours);
    expect(ids).not.toContain(theirs);
    expect(list.body.success.result.every((t: any) => t.dealer._id === world.dealer.id)).toBe(true);
    expect((await sut.call('GET', `/uploads?ticket_id=${theirs}`, { token: world.dealerStaff })).status).toBe(404);
  });

  it('restricts dealer staff by their group flags', async () => {
    const serviceOnly = await signIn(sut, await createUser(sut.db, { type: 'dealer', dealerId: world.dealer.id, group: { showroom: false, service: true } }));
    expect((await sut.call('GET', `/tickets/${ours}`, { token: serviceOnly })).status).toBe(404);
  });

  it('lets an area manager see their area and a region manager their region only', async () => {
    const area = await createUser(sut.db, { type: 'area_manager' });
    await sut.db.query(`UPDATE users SET sale_area_code = 'R1-1', service_area_code = 'R1-1' WHERE id = $1`, [area.id]);
    const areaToken = await signIn(sut, area);
    expect((await sut.call('GET', `/tickets/${ours}`, { token: areaToken })).status).toBe(200);
    expect((await sut.call('GET', `/tickets/${theirs}`, { token: areaToken })).status).toBe(404);
    const region = await createUser(sut.db, { type: 'region_manager' });
    await sut.db.query(`UPDATE users SET dealer_sales_region = 'Region2', dealer_service_region = 'Region2' WHERE id = $1`, [region.id]);
    const regionToken = await signIn(sut, region);
    expect((await sut.call('GET', `/tickets/${theirs}`, { token: regionToken })).status).toBe(200);
    expect((await sut.call('GET', `/tickets/${ours}`, { token: regionToken })).status).toBe(404);
  });

  it('gives external users no tickets', async () => {
    const external = await signIn(sut, await createUser(sut.db, { type: 'external' }));
    expect((await sut.call('GET', `/tickets/${ours}`, { token: external })).status).toBe(404);
    const list = await sut.call<any>('GET', '/tickets', { token: external });
    expect(list.body.success).toEqual({ result: [], total: 0 });
  });

  it('DELETE by dealer staff answers 403 whether the ticket is theirs or not: deleting is csn\'s alone, decided before the ticket is read', async () => {
    for (const id of [theirs, ours]) expect((await sut.call('DELETE', `/tickets/${id}`, { token: world.dealerStaff, body: { reason: 'x' } })).status).toBe(403);
    expect((await eventsOf(sut.db, theirs)).map((e) => e.type).filter((type) => !type.startsWith('Notification'))).toEqual(['TicketCreated']);
  });

  it('answers 404 for a deleted ticket, and only csn may delete', async () => {
    const id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    expect((await sut.call('DELETE', `/tickets/${id}`, { token: world.dealerStaff, body: { reason: 'x' } })).status).toBe(403);
    const res = await sut.call<any>('DELETE', `/tickets/${id}`, { token: world.csn, body: { reason: 'duplicate' } });
    expect(res.status).toBe(200);
    expect(res.body.success.message).toBe('success.deleted');
    expect((await sut.call('GET', `/tickets/${id}`, { token: world.csn })).status).toBe(404);
    expect((await eventsOf(sut.db, id)).at(-1)?.type).toBe('TicketDeleted');
  });
});

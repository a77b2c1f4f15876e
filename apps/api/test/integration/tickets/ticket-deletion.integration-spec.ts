import { USER_TYPES, type UserType } from '@voc/domain';
import { createUser } from '../../support/account-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';
import { createTicketVia, eventsOf, signIn, ticketForm, ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';

/**
 * Deleting a ticket (issue 31): csn alone may, with a reason that is kept (on the row and in the
 * TicketDeleted event) and listed by GET /api/ticket-deletions, csn's audit view.
 */
describe('ticket deletion: csn only, with a reason, listed in the audit view', () => {
  let sut: TestApi;
  let world: TicketWorld;
  const tokens = new Map<UserType, string>();
  const ids = new Map<UserType, string>();

  beforeAll(async () => {
    sut = await startTestApi();
    world = await ticketWorld(sut);
    for (const type of USER_TYPES) {
      const user = await createUser(sut.db, { type, dealerId: type === 'dealer' ? world.dealer.id : undefined, permission: { ticket_validation: true } });
      const id = user.id;
      tokens.set(type, await signIn(sut, user));
      ids.set(type, id);
    }
  });
  afterAll(() => sut.close());

  const reason = 'ลูกค้าแจ้งซ้ำกับเคสเดิม (duplicate)';

  it.each(USER_TYPES.filter((type) => type !== 'csn'))('%s may not delete: 403, the ticket untouched', async (type) => {
    const id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    const res = await sut.call<any>('DELETE', `/tickets/${id}`, { token: tokens.get(type), body: { reason } });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ name: 'Forbidden', message: 'errors.auth.forbidden' });
    expect((await eventsOf(sut.db, id)).map((e) => e.type).filter((type) => !type.startsWith('Notification'))).toEqual(['TicketCreated']);
    expect((await sut.call('GET', `/tickets/${id}`, { token: world.csn })).status).toBe(200);
    // Refused whatever it sends: no body, or a ticket that does not exist.
    expect((await sut.call('DELETE', `/tickets/${id}`, { token: tokens.get(type) })).status).toBe(403);
    expect((await sut.call('DELETE', `/tickets/00000000-0000-4000-8000-000000000000`, { token: tokens.get(type), body: { reason } })).status).toBe(403);
  });

  it('csn deletes with a reason: the row stays, marked with who and why, and the event carries the reason', async () => {
    const id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    const res = await sut.call<any>('DELETE', `/tickets/${id}`, { token: tokens.get('csn'), body: { reason: `  ${reason}  ` } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: { message: 'success.deleted' } });
    const [row] = await sut.db.query(`SELECT deleted_at, deleted_by, deleted_reason FROM tickets WHERE id = $1`, [id]);
    expect(row.deleted_at).not.toBeNull();
    expect(row).toMatchObject({ deleted_by: ids.get('csn'), deleted_reason: reason });
    // The ticket's own events (its branch has no manager: the no-contact notices sit beside them).
    const events = (await eventsOf(sut.db, id)).filter((e) => !e.type.startsWith('Notification'));
    expect(events.map((e) => e.type)).toEqual(['TicketCreated', 'TicketDeleted']);
    expect(events[1]).toMatchObject({ actor_type: 'csn', payload: { status: 'W', reason } });
    // It leaves the lists and its page.
    expect((await sut.call('GET', `/tickets/${id}`, { token: world.csn })).status).toBe(404);
    const list = await sut.call<any>('GET', '/tickets?limit=200', { token: world.csn });
    expect(list.body.success.result.map((t: { _id: string }) => t._id)).not.toContain(id);
    // Deleted once: a second delete finds nothing.
    expect((await sut.call('DELETE', `/tickets/${id}`, { token: tokens.get('csn'), body: { reason } })).status).toBe(404);
  });

  it.each([
    ['no body', undefined, 'errors.field.required'],
    ['an empty reason', { reason: '' }, 'errors.field.required'],
    ['a blank reason', { reason: ' \n ' }, 'errors.field.required'],
    ['a reason that is not text', { reason: 42 }, 'errors.field.invalid'],
    ['a reason over 2000 characters', { reason: 'x'.repeat(2001) }, 'errors.field.max'],
  ])('csn without a usable reason (%s): 400 naming the field, nothing written', async (_case, body, message) => {
    const id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    const res = await sut.call<any>('DELETE', `/tickets/${id}`, { token: tokens.get('csn'), body });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'reason', message })]));
    expect((await eventsOf(sut.db, id)).map((e) => e.type).filter((type) => !type.startsWith('Notification'))).toEqual(['TicketCreated']);
  });

  it('the audit view lists each deletion, newest first: which ticket, who, when, why', async () => {
    const first = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    const second = await createTicketVia(sut, world.agent, ticketForm(world.otherDealer.id, { type: 'service', complaint_categories: { S01: true } }));
    await sut.call('DELETE', `/tickets/${first}`, { token: tokens.get('csn'), body: { reason: 'first reason' } });
    await sut.call('DELETE', `/tickets/${second}`, { token: tokens.get('csn'), body: { reason: 'second reason' } });
    const res = await sut.call<any>('GET', '/ticket-deletions?limit=2', { token: tokens.get('csn') });
    expect(res.status).toBe(200);
    const { result, total } = res.body.success;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(result.map((row: { _id: string }) => row._id)).toEqual([second, first]);
    const [caseNo] = await sut.db.query(`SELECT case_no FROM tickets WHERE id = $1`, [first]);
    expect(result[1]).toMatchObject({
      _id: first,
      case_no: caseNo.case_no,
      type: 'showroom',
      source: 'callcenter',
      status: 'W',
      dealer_code: world.dealer.code,
      deleted_by: { _id: ids.get('csn'), name: 'ทดสอบ ระบบ', type: 'csn' },
      reason: 'first reason',
      effect: 'leaves_open_month',
      month_frozen_on: null,
    });
    expect(Date.parse(result[0].deleted_at)).toBeGreaterThanOrEqual(Date.parse(result[1].deleted_at));
    const services = await sut.call<any>('GET', '/ticket-deletions?type=service', { token: tokens.get('csn') });
    expect(services.body.success.result.every((row: { type: string }) => row.type === 'service')).toBe(true);
    expect(services.body.success.result.map((row: { _id: string }) => row._id)).toContain(second);
  });

  it('a deletion recorded before reasons were kept shows without reason or actor', async () => {
    const id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    await sut.db.query(`UPDATE tickets SET deleted_at = now() + interval '1 second' WHERE id = $1`, [id]);
    const res = await sut.call<any>('GET', '/ticket-deletions?limit=1', { token: tokens.get('csn') });
    expect(res.body.success.result[0]).toMatchObject({ _id: id, deleted_by: null, reason: null });
  });

  it.each(USER_TYPES.filter((type) => type !== 'csn'))('%s may not read the audit view: 403', async (type) => {
    const res = await sut.call<any>('GET', '/ticket-deletions', { token: tokens.get(type) });
    expect(res.status).toBe(403);
  });

  it.each([['limit=0'], ['limit=abc'], ['page=-1'], ['type=truck'], ['limit=201']])('hostile query %s: 400', async (query) => {
    expect((await sut.call('GET', `/ticket-deletions?${query}`, { token: tokens.get('csn') })).status).toBe(400);
  });

  it('without a session: 401', async () => {
    expect((await sut.call('GET', '/ticket-deletions')).status).toBe(401);
  });
});

import { CATEGORY_ERRORS } from '@voc/domain';
import { FIELD_ERRORS, TICKET_ERRORS } from '@voc/contracts';
import { createDealer } from '../../support/account-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';
import { eventsOf, ticketForm, ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';

describe('POST /api/tickets', () => {
  let sut: TestApi;
  let world: TicketWorld;

  beforeAll(async () => {
    sut = await startTestApi();
    world = await ticketWorld(sut);
  });
  afterAll(() => sut.close());

  it('creates a ticket in status W with a case number, its first log line and its TicketCreated event', async () => {
    const form = ticketForm(world.dealer.id);
    const res = await sut.call<any>('POST', '/tickets', { token: world.agent, body: form });
    expect(res.status).toBe(201);
    const ticket = res.body.success.result;
    expect(res.body.success.message).toBe('success.updated');
    expect(ticket).toMatchObject({
      case_no: expect.stringMatching(/^SR\d{4}-\d{6}$/),
      type: 'showroom',
      source: 'callcenter',
      status: 'W',
      name: form.name,
      tel: form.tel,
      complaint_categories: { A01: true },
      dealer: { _id: world.dealer.id, dealer_code: world.dealer.code },
      logs: [{ status: 'W', updated_by: 'ทดสอบ ระบบ', updated_date: expect.any(String) }],
    });
    // The world's dealer has no branch manager: its new-ticket notices are recorded "not sent: no contact" (proven in notification-delivery); this test is about the ticket's own events.
    const events = (await eventsOf(sut.db, ticket._id)).filter((e) => !e.type.startsWith('Notification'));
    expect(events).toEqual([
      {
        type: 'TicketCreated',
        actor_type: 'callcenter',
        payload: expect.objectContaining({
          case_no: ticket.case_no,
          status: 'W',
          ticket: expect.objectContaining({ type: 'showroom', source: 'callcenter', dealer_ref: world.dealer.id, dealer_code: world.dealer.code, area_code: 'R1-1', region: 'Region1' }),
        }),
      },
    ]);
  });

  it.each([
    ['name', { name: '' }, FIELD_ERRORS.required],
    ['tel', { tel: undefined }, FIELD_ERRORS.required],
    ['complaint_description', { complaint_description: '' }, FIELD_ERRORS.required],
    ['dealer', { dealer: undefined }, FIELD_ERRORS.required],
    ['age', { age: 0 }, FIELD_ERRORS.min],
    ['email', { email: 'not-an-email' }, FIELD_ERRORS.email],
    ['type', { type: 'truck' }, FIELD_ERRORS.required],
  ])('refuses a missing or bad %s with its message key and writes nothing', async (field, change, key) => {
    // A marker only this request carries: other test files write tickets at the same time.
    const marker = `M-${Math.random().toString(36).slice(2)}`;
    const res = await sut.call<any>('POST', '/tickets', { token: world.agent, body: ticketForm(world.dealer.id, { car_model: marker, ...change }) });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual(expect.arrayContaining([{ field, message: key }]));
    const written = await sut.db.query(`SELECT count(*)::int AS n FROM ticket_events WHERE payload->>'car_model' = $1`, [marker]);
    expect(written[0].n).toBe(0);
  });

  it.each([
    ['no category', {}, 'complaint_categories', CATEGORY_ERRORS.required],
    ['Others without its detail', { A99: true }, 'complaint_categories.A100', CATEGORY_ERRORS.othersDetail],
    ['a detail without the Others heading', { A01: true, F100: 'เสียงดัง' }, 'complaint_categories.F99', CATEGORY_ERRORS.othersHeading],
    ['other product without the defective part', { P99: true }, 'complaint_categories.P100', CATEGORY_ERRORS.defectivePart],
    ['a service category on a showroom ticket', { S01: true }, 'complaint_categories.S01', CATEGORY_ERRORS.unknown],
  ])('refuses %s', async (_name, categories, field, key) => {
    const res = await sut.call<any>('POST', '/tickets', { token: world.agent, body: ticketForm(world.dealer.id, { complaint_categories: categories }) });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual(expect.arrayContaining([{ field, message: key }]));
  });

  it('refuses a closed dealer and an unknown one', async () => {
    const closed = await createDealer(sut.db, { status: 'closed' });
    const res = await sut.call<any>('POST', '/tickets', { token: world.agent, body: ticketForm(closed.id) });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ field: 'dealer', message: TICKET_ERRORS.dealerClosed }]);
    const unknown = await sut.call<any>('POST', '/tickets', { token: world.agent, body: ticketForm('00000000-0000-4000-8000-000000000000') });
    expect(unknown.body.error.details).toEqual([{ field: 'dealer', message: TICKET_ERRORS.dealerUnknown }]);
  });

  it.each(['callcenter', 'survey', 'hotsheet', 'hotsheet_import'])('refuses a dealer user a %s ticket, even about their own branch, with 403 and nothing written', async (source) => {
    const form = ticketForm(world.dealer.id, { source });
    const res = await sut.call<any>('POST', '/tickets', { token: world.dealerStaff, body: form });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { name: 'Forbidden', message: TICKET_ERRORS.createNotAllowed } });
    const [{ count }] = await sut.db.query(`SELECT count(*)::int AS count FROM tickets WHERE tel = $1`, [form.tel]);
    expect(count).toBe(0);
  });

  it('lets survey tickets come only from the survey programme (csn, nissan), not the call centre, and hotsheet_import never through a single create', async () => {
    const agentSurvey = await sut.call<any>('POST', '/tickets', { token: world.agent, body: ticketForm(world.dealer.id, { source: 'survey' }) });
    expect(agentSurvey.status).toBe(403);
    expect(agentSurvey.body.error.message).toBe(TICKET_ERRORS.createNotAllowed);
    const csnImport = await sut.call<any>('POST', '/tickets', { token: world.csn, body: ticketForm(world.dealer.id, { source: 'hotsheet_import' }) });
    expect(csnImport.status).toBe(403);
    expect((await sut.call<any>('POST', '/tickets', { token: world.csn, body: ticketForm(world.dealer.id, { source: 'survey' }) })).status).toBe(201);
    expect((await sut.call<any>('POST', '/tickets', { token: world.agent, body: ticketForm(world.dealer.id, { source: 'hotsheet' }) })).status).toBe(201);
  });

  it('warns a call-centre agent when the same tel already complained this month, and creates on confirmation', async () => {
    const tel = '0899990001';
    const first = await sut.call<any>('POST', '/tickets', { token: world.agent, body: ticketForm(world.dealer.id, { tel }) });
    expect(first.status).toBe(201);
    const second = await sut.call<any>('POST', '/tickets', { token: world.agent, body: ticketForm(world.dealer.id, { tel }) });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({
      name: 'DuplicateTel',
      message: TICKET_ERRORS.duplicateTel,
      existing: [{ _id: first.body.success.result._id, case_no: first.body.success.result.case_no, status: 'W', created_date: expect.any(String) }],
    });
    const service = await sut.call<any>('POST', '/tickets', {
      token: world.agent,
      body: ticketForm(world.dealer.id, { tel, type: 'service', complaint_categories: { S01: true } }),
    });
    expect(service.status).toBe(201);
    const confirmed = await sut.call<any>('POST', '/tickets', { token: world.agent, body: ticketForm(world.dealer.id, { tel, confirm_duplicate: true }) });
    expect(confirmed.status).toBe(201);
  });

  it('does not count a tel from last month', async () => {
    const tel = '0899990002';
    const first = await sut.call<any>('POST', '/tickets', { token: world.agent, body: ticketForm(world.dealer.id, { tel }) });
    await sut.db.query(`UPDATE tickets SET created_date = created_date - interval '40 days' WHERE id = $1`, [first.body.success.result._id]);
    const second = await sut.call<any>('POST', '/tickets', { token: world.agent, body: ticketForm(world.dealer.id, { tel }) });
    expect(second.status).toBe(201);
  });

  it('accepts the form as multipart text fields', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(ticketForm(world.dealer.id))) {
      form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    const res = await sut.call<any>('POST', '/tickets', { token: world.agent, body: form });
    expect(res.status).toBe(201);
    expect(res.body.success.result.age).toBe(35);
    expect(res.body.success.result.complaint_categories).toEqual({ A01: true });
  });
});

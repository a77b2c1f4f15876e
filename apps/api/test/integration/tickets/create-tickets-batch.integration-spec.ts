import type { CreateTicketDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { createTicketsInTransaction, loadPrincipal } from '@voc/ticketing';
import { createDealer, createUser } from '../../support/account-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';
import { ticketForm } from '../../support/ticket-fixtures';

/** The create command for many tickets at once (the hotsheet import's path), straight on the database. */
describe('createTicketsInTransaction', () => {
  let sut: TestApi;
  let agent: Principal;

  beforeAll(async () => {
    sut = await startTestApi();
    const user = await createUser(sut.db, { type: 'callcenter' });
    agent = (await loadPrincipal(sut.db.manager, user.id)) as Principal;
  });

  afterAll(async () => {
    await sut?.close();
  });

  const form = (dealer: string, overrides: Record<string, unknown> = {}) => ticketForm(dealer, { source: 'hotsheet', ...overrides }) as unknown as CreateTicketDto;

  it('creates the tickets it accepts with one TicketCreated event each, and answers a refusal for the others without writing them', async () => {
    const open = await createDealer(sut.db);
    const closed = await createDealer(sut.db, { status: 'closed' });
    const now = new Date();
    const outcomes = await sut.db.transaction((manager) =>
      createTicketsInTransaction(
        manager,
        agent,
        [
          { input: form(open.id, { car_model: 'Kicks' }), importKey: `batch-${open.id}-1` },
          { input: form(closed.id) },
          { input: form(open.id, { complaint_categories: {} }) },
          { input: form('00000000-0000-4000-8000-000000000000') },
          { input: form(open.id, { type: 'service', complaint_categories: { S01: true } }) },
        ],
        now,
      ),
    );
    expect(outcomes.map((o) => ('created' in o ? 'created' : o.refused.details?.[0]?.message))).toEqual([
      'created',
      'errors.ticket.dealerClosed',
      expect.stringMatching(/^errors\./),
      'errors.ticket.dealerUnknown',
      'created',
    ]);
    const ids = outcomes.flatMap((o) => ('created' in o ? [o.created.id] : []));
    const tickets = await sut.db.query(`SELECT id, case_no, type, status, import_key, car_model FROM tickets WHERE id = ANY($1::uuid[]) ORDER BY type`, [ids]);
    expect(tickets).toEqual([
      expect.objectContaining({ type: 'service', status: 'W', case_no: expect.stringMatching(/^SV\d{4}-\d{6,}$/), import_key: null }),
      expect.objectContaining({ type: 'showroom', status: 'W', case_no: expect.stringMatching(/^SR\d{4}-\d{6,}$/), import_key: `batch-${open.id}-1`, car_model: 'Kicks' }),
    ]);
    // The dealer has no branch manager: each ticket's notices are recorded "not sent: no contact" (notification-delivery proves them); here the ticket events.
    const events = await sut.db.query(`SELECT ticket_id, type, payload FROM ticket_events WHERE ticket_id = ANY($1::uuid[]) AND type NOT LIKE 'Notification%'`, [ids]);
    expect(events).toHaveLength(2);
    const showroom = events.find((e: any) => e.payload.ticket.type === 'showroom');
    expect(showroom.payload).toMatchObject({ status: 'W', car_model: 'Kicks', ticket: { dealer_ref: open.id, dealer_code: open.code, area_code: 'R1-1', region: 'Region1', source: 'hotsheet' } });
    expect(showroom.payload.case_no).toBe(tickets.find((t: any) => t.type === 'showroom').case_no);
    expect(await sut.db.query(`SELECT count(*)::int AS n FROM tickets WHERE dealer_ref = $1`, [closed.id])).toEqual([{ n: 0 }]);
  });

  it('creates more tickets than one statement takes parameters for (65,535), each outcome answering its own ticket', async () => {
    const open = await createDealer(sut.db);
    const closed = await createDealer(sut.db, { status: 'closed' });
    const count = 2_600; // about 30 parameters a ticket here: two INSERT statements
    const outcomes = await sut.db.transaction((manager) =>
      createTicketsInTransaction(
        manager,
        agent,
        Array.from({ length: count }, (_, i) => ({ input: form(i === 2_300 ? closed.id : open.id, { name: `many ${i}` }), importKey: `many-${open.id}-${i}` })),
        new Date(),
      ),
    );
    expect(outcomes).toHaveLength(count);
    expect('refused' in outcomes[2_300]).toBe(true);
    const tickets = await sut.db.query<Array<{ id: string; import_key: string; name: string }>>(`SELECT id, import_key, name FROM tickets WHERE dealer_ref = $1`, [open.id]);
    expect(tickets).toHaveLength(count - 1);
    const byId = new Map(tickets.map((t) => [t.id, t]));
    outcomes.forEach((outcome, i) => {
      if (i === 2_300) return;
      const ticket = 'created' in outcome ? byId.get(outcome.created.id) : undefined;
      expect(ticket).toEqual(expect.objectContaining({ import_key: `many-${open.id}-${i}`, name: `many ${i}` }));
    });
    expect(await sut.db.query(`SELECT count(*)::int AS n FROM ticket_events WHERE ticket_id = ANY($1::uuid[]) AND type = 'TicketCreated'`, [tickets.map((t) => t.id)])).toEqual([{ n: count - 1 }]);
  });

  it('writes nothing when every ticket is refused', async () => {
    const closed = await createDealer(sut.db, { status: 'closed' });
    const outcomes = await sut.db.transaction((manager) => createTicketsInTransaction(manager, agent, [{ input: form(closed.id) }, { input: form(closed.id) }], new Date()));
    expect(outcomes.every((o) => 'refused' in o)).toBe(true);
    expect(await sut.db.query(`SELECT count(*)::int AS n FROM tickets WHERE dealer_ref = $1`, [closed.id])).toEqual([{ n: 0 }]);
  });
});

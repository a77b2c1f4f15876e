import { STATUS_REFUSALS, EDIT_REFUSALS } from '@voc/domain';
import { createUser } from '../../support/account-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';
import { createTicketVia, eventsOf, signIn, ticketForm, ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';

/**
 * The test dealer has no branch manager: its new ticket's notice is recorded "not sent: no
 * contact" on each channel (issue 32), a requested and a failed event per channel, in the create's
 * own transaction, before any status change.
 */
const NO_CONTACT_NOTICES = ['NotificationRequested', 'NotificationFailed', 'NotificationRequested', 'NotificationFailed'];

describe('ticket status changes (PATCH and PUT /api/tickets/{id})', () => {
  let sut: TestApi;
  let world: TicketWorld;

  beforeAll(async () => {
    sut = await startTestApi();
    world = await ticketWorld(sut);
  });
  afterAll(() => sut.close());

  const patch = (token: string, id: string, body: Record<string, unknown>) => sut.call<any>('PATCH', `/tickets/${id}`, { token, body });
  const editForm = { name: 'คุณลูกค้า ทดสอบ', tel: '0811111111', complaint_solution: 'โทรขอโทษและนัดหมายใหม่' };

  it('walks W → C → S → T by the dealer, then B by an approver with the 72-hour note; one event per move', async () => {
    const id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    for (const status of ['C', 'S', 'T']) {
      const res = await patch(world.dealerStaff, id, { status });
      expect(res.status).toBe(200);
      expect(res.body.success).toMatchObject({ result: { status }, message: 'success.updated' });
    }
    const done = await sut.call<any>('PUT', `/tickets/${id}`, { token: world.approver, body: { ...editForm, status: 'B' } });
    expect(done.status).toBe(200);
    expect(done.body.success.message).toBe('success.updated.ticket.status.B');
    expect(done.body.success.result).toMatchObject({ status: 'B', approved_date: expect.any(String), issued_date: expect.any(String) });
    expect(done.body.success.result.logs.map((l: { status: string }) => l.status)).toEqual(['W', 'C', 'S', 'T', 'B']);
    const events = await eventsOf(sut.db, id);
    expect(events.map((e) => (e.type === 'TicketStatusChanged' ? `${e.payload.from}${e.payload.to}` : e.type))).toEqual([
      'TicketCreated',
      ...NO_CONTACT_NOTICES,
      'WC',
      'CS',
      'ST',
      'TicketUpdated',
      'TB',
      // Completion asks the customer by SMS, requested in the same transaction.
      'NotificationRequested',
    ]);
    expect(events[4 + NO_CONTACT_NOTICES.length].payload.changes).toEqual({ tel: '0811111111', complaint_solution: 'โทรขอโทษและนัดหมายใหม่' });
  });

  it.each([
    ['W', 'S', STATUS_REFUSALS.skip],
    ['W', 'B', STATUS_REFUSALS.skip],
    ['W', 'W', STATUS_REFUSALS.same],
  ])('refuses %s → %s with %s and writes no event', async (_from, to, key) => {
    const id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    const res = await patch(world.dealerStaff, id, { status: to });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ name: 'StatusChangeRefused', message: key });
    expect((await eventsOf(sut.db, id)).map((e) => e.type)).toEqual(['TicketCreated', ...NO_CONTACT_NOTICES]);
  });

  it('refuses going back to an earlier status', async () => {
    const id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    await patch(world.dealerStaff, id, { status: 'C' });
    const res = await patch(world.dealerStaff, id, { status: 'W' });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(STATUS_REFUSALS.previous);
  });

  it('does not let dealer staff approve (403 errors.status.notAllowed), and an approver may ask for a new solution (T → R → S)', async () => {
    const id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    for (const status of ['C', 'S', 'T']) await patch(world.dealerStaff, id, { status });
    const refused = await patch(world.dealerStaff, id, { status: 'B' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(STATUS_REFUSALS.notAllowed);
    expect((await patch(world.approver, id, { status: 'R' })).status).toBe(200);
    expect((await patch(world.dealerStaff, id, { status: 'S' })).body.success.result.status).toBe('S');
  });

  it('cancels only with a reason, answering success.canceled, with a TicketCancelled event', async () => {
    const id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    const noReason = await patch(world.agent, id, { status: 'D' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.details).toEqual([{ field: 'cancel_description', message: 'errors.field.required' }]);
    const byDealer = await patch(world.dealerStaff, id, { status: 'D', cancel_description: 'ลูกค้ายกเลิก' });
    expect(byDealer.status).toBe(403);
    const ok = await patch(world.agent, id, { status: 'D', cancel_description: 'ลูกค้าขอยกเลิกเรื่อง' });
    expect(ok.status).toBe(200);
    expect(ok.body.success).toMatchObject({ message: 'success.canceled', result: { status: 'D', cancel_description: 'ลูกค้าขอยกเลิกเรื่อง' } });
    const events = await eventsOf(sut.db, id);
    expect(events.at(-1)).toMatchObject({ type: 'TicketCancelled', payload: { from: 'W', reason: 'ลูกค้าขอยกเลิกเรื่อง' } });
    const again = await patch(world.agent, id, { status: 'C' });
    expect(again.status).toBe(422);
  });

  it('rewrites the history log on its own with {logs}, for head office only', async () => {
    const id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    const logs = [{ updated_date: '2026-01-02T03:04:05.000Z', updated_by: 'Agent', status: 'W', note: 'แก้ไขบันทึก' }];
    expect((await patch(world.dealerStaff, id, { logs: [] })).status).toBe(403);
    expect((await patch(world.agent, id, { logs: [] })).status).toBe(403);
    const res = await patch(world.csn, id, { logs });
    expect(res.status).toBe(200);
    expect(res.body.success.result.logs).toEqual(logs);
    expect((await eventsOf(sut.db, id)).at(-1)).toMatchObject({ type: 'TicketLogsUpdated', payload: { logs } });
    const bad = await patch(world.csn, id, { logs: [{ updated_by: 'x', status: 'Q' }] });
    expect(bad.status).toBe(400);
  });

  it('clears an optional field left blank on edit, and keeps one left out', async () => {
    const id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id, { email: 'keep@example.com', car_model: 'Navara' }));
    const res = await sut.call<any>('PUT', `/tickets/${id}`, { token: world.dealerStaff, body: { ...editForm, email: '' } });
    expect(res.status).toBe(200);
    expect(res.body.success.result).toMatchObject({ email: null, car_model: 'Navara' });
    expect((await eventsOf(sut.db, id)).at(-1)?.payload.changes).toMatchObject({ email: null });
  });

  it('requires complaint_solution on edit', async () => {
    const id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    const res = await sut.call<any>('PUT', `/tickets/${id}`, { token: world.dealerStaff, body: { name: 'x', tel: '1' } });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ field: 'complaint_solution', message: 'errors.field.required' }]);
  });

  it('locks a completed ticket after 72 hours except for ticket_validation_closed_edit', async () => {
    const id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
    for (const status of ['C', 'S', 'T']) await patch(world.dealerStaff, id, { status });
    await patch(world.approver, id, { status: 'B' });
    const within = await sut.call<any>('PUT', `/tickets/${id}`, { token: world.approver, body: { ...editForm, remark_ticket_closed: 'ภายใน 72 ชม.' } });
    expect(within.status).toBe(200);
    await sut.db.query(`UPDATE tickets SET approved_date = now() - interval '73 hours' WHERE id = $1`, [id]);
    const late = await sut.call<any>('PUT', `/tickets/${id}`, { token: world.approver, body: { ...editForm, remark_ticket_closed: 'ช้าไป' } });
    expect(late.status).toBe(422);
    expect(late.body.error.message).toBe(EDIT_REFUSALS.completedLocked);
    const closedEditor = await signIn(sut, await createUser(sut.db, { type: 'csn', permission: { ticket_validation: true, ticket_validation_closed_edit: true } }));
    const allowed = await sut.call<any>('PUT', `/tickets/${id}`, { token: closedEditor, body: { ...editForm, remark_ticket_closed: 'แก้ไขโดยผู้มีสิทธิ์' } });
    expect(allowed.status).toBe(200);
    expect(allowed.body.success.result.remark_ticket_closed).toBe('แก้ไขโดยผู้มีสิทธิ์');
  });

  it('never writes an event without a change: an edit that changes nothing appends nothing', async () => {
    const id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id, { tel: '0812345678', name: 'คงเดิม' }));
    await sut.call<any>('PUT', `/tickets/${id}`, { token: world.dealerStaff, body: { name: 'คงเดิม', tel: '0812345678', complaint_solution: 'แนวทาง' } });
    const before = (await eventsOf(sut.db, id)).length;
    const same = await sut.call<any>('PUT', `/tickets/${id}`, { token: world.dealerStaff, body: { name: 'คงเดิม', tel: '0812345678', complaint_solution: 'แนวทาง' } });
    expect(same.status).toBe(200);
    expect((await eventsOf(sut.db, id)).length).toBe(before);
  });

  // Notification events, attached files and notes (h-ticketpage: a note is written beside the
  // ticket, like a file) are about the ticket but change no ticket column: they do not count. The
  // run's database is shared with the other specs, whose tickets carry notes too.
  it('keeps every ticket change paired with its event: tickets.version counts them', async () => {
    const rows = await sut.db.query(
      `SELECT t.id, t.version, (SELECT count(*)::int FROM ticket_events e WHERE e.ticket_id = t.id AND e.type NOT IN ('TicketFileAttached', 'TicketNoteAdded') AND e.type NOT LIKE 'Notification%') AS events FROM tickets t`,
    );
    for (const row of rows) expect(row.events).toBe(row.version);
  });
});

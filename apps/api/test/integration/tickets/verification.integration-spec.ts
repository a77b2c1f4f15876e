import { startTestApi, type TestApi } from '../../support/test-api';
import { createTicketVia, eventsOf, ticketForm, ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';

const review = {
  satisfied: 'Y',
  customer_voc: 'พอใจกับการแก้ไข',
  review_status: 1,
  review_detail: 'ข้อมูลครบถ้วน',
  contacted_status: 1,
  verify_by: 'เจ้าหน้าที่ CSN',
  recieved_satisfied_sms_status: 1,
  recieved_satisfied_sms_detail: 'ได้รับ SMS แล้ว',
};

describe('closed-loop verification (PUT /api/tickets/verified/{id})', () => {
  let sut: TestApi;
  let world: TicketWorld;
  let id: string;

  beforeAll(async () => {
    sut = await startTestApi();
    world = await ticketWorld(sut);
    id = await createTicketVia(sut, world.agent, ticketForm(world.dealer.id));
  });
  afterAll(() => sut.close());

  it.each(Object.keys(review))('requires %s (v1 form)', async (field) => {
    const res = await sut.call<any>('PUT', `/tickets/verified/${id}`, { token: world.csn, body: { ...review, [field]: undefined } });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ field, message: 'errors.field.required' }]);
  });

  it('records the review with who checked and when, and keeps every verification in the history', async () => {
    const first = await sut.call<any>('PUT', `/tickets/verified/${id}`, { token: world.csn, body: review });
    expect(first.status).toBe(200);
    expect(first.body.success.result).toMatchObject({
      verify_status: 'valid',
      closed_loop_date: expect.any(String),
      review: { ...review, checked_by: 'ทดสอบ ระบบ', checked_at: expect.any(String) },
    });
    await sut.call<any>('PUT', `/tickets/verified/${id}`, { token: world.csn, body: { ...review, satisfied: 'N', unsatisfied: 'รอนาน', review_status: 0 } });
    const detail = await sut.call<any>('GET', `/tickets/${id}`, { token: world.csn });
    expect(detail.body.success.result.verifications).toEqual([
      expect.objectContaining({ verify_status: 'invalid', verified_by: 'ทดสอบ ระบบ', review: expect.objectContaining({ satisfied: 'N', unsatisfied: 'รอนาน' }) }),
      expect.objectContaining({ verify_status: 'valid', review: expect.objectContaining({ satisfied: 'Y' }) }),
    ]);
    expect((await eventsOf(sut.db, id)).filter((e) => e.type === 'TicketVerified')).toHaveLength(2);
  });

  it('is not for dealer staff or users without ticket_validation', async () => {
    expect((await sut.call('PUT', `/tickets/verified/${id}`, { token: world.dealerStaff, body: review })).status).toBe(403);
    expect((await sut.call('PUT', `/tickets/verified/${id}`, { token: world.agent, body: review })).status).toBe(403);
  });

  it('tells the detail page what this user may do', async () => {
    const asDealer = await sut.call<any>('GET', `/tickets/${id}`, { token: world.dealerStaff });
    expect(asDealer.body.success.result.allowed).toEqual({ next_statuses: ['C'], can_edit: true, can_edit_logs: false, can_cancel: false, can_verify: false, can_delete: false, can_note: true, can_assign: true });
    const asCsn = await sut.call<any>('GET', `/tickets/${id}`, { token: world.csn });
    expect(asCsn.body.success.result.allowed).toEqual({ next_statuses: ['C'], can_edit: true, can_edit_logs: true, can_cancel: true, can_verify: true, can_delete: true, can_note: true, can_assign: true });
  });
});

import { workingHoursClock } from '@voc/domain';
import { thaiDay } from '@voc/domain';
import { statusFlowsOf } from '../status-flows.projection';
import { evolveTicketKpi, withOutcomes, type TicketKpiState } from '../ticket-kpi.evolve';
import type { TicketEvent } from '@voc/events';

const ticket = {
  type: 'showroom' as const,
  source: 'callcenter' as const,
  dealer_ref: 'd1',
  dealer_code: 'D0001',
  area_code: 'R1-1',
  region: 'Region1',
  created_oa_date: '2026-03-06T09:00:00.000Z',
  created_date: '2026-03-06T09:00:00.000Z',
};
let position = 0;
function event(type: string, at: string, payload: Record<string, unknown> = {}): TicketEvent {
  position += 1;
  return { position: String(position), tx_id: String(position), ticket_id: 't1', type: type as TicketEvent['type'], occurred_at: new Date(at), payload: { ticket, ...payload } as never };
}
const created = (at = '2026-03-06T09:00:00Z') => event('TicketCreated', at, { case_no: 'SR2603-000001', status: 'W', complaint_categories: { A01: true }, car_model: null });
const moved = (from: string, to: string, at: string) => event('TicketStatusChanged', at, { from, to });

function given(events: TicketEvent[], clock?: Parameters<typeof evolveTicketKpi>[2]): TicketKpiState | undefined {
  return events.reduce<TicketKpiState | undefined>((state, e) => evolveTicketKpi(state, e, clock), undefined);
}

describe('status flows', () => {
  it('counts entries and exits per Thai day and status', () => {
    const flows = statusFlowsOf([created('2026-03-06T20:00:00Z'), moved('W', 'C', '2026-03-07T02:00:00Z'), event('TicketCancelled', '2026-03-07T03:00:00Z', { from: 'C', reason: 'x' })]);
    // 20:00Z on the 6th is already the 7th in Thailand.
    expect(thaiDay(new Date('2026-03-06T20:00:00Z'))).toBe('2026-03-07');
    expect(flows.map((f) => [f.day, f.status, f.entered, f.exited])).toEqual([
      ['2026-03-07', 'W', 1, 1],
      ['2026-03-07', 'C', 1, 1],
      ['2026-03-07', 'D', 1, 0],
    ]);
  });

  it('takes a deleted ticket out of its status and ignores other events', () => {
    const flows = statusFlowsOf([event('TicketDeleted', '2026-03-08T01:00:00Z', { status: 'S' }), event('TicketUpdated', '2026-03-08T01:00:00Z', { changes: {} })]);
    expect(flows).toEqual([expect.objectContaining({ day: '2026-03-08', status: 'S', entered: 0, exited: 1 })]);
  });
});

describe('ticket KPI: given events, then the row', () => {
  it('records first contact, solution and completion, and decides each KPI', () => {
    const state = given([
      created(),
      moved('W', 'C', '2026-03-06T20:00:00Z'),
      moved('C', 'S', '2026-03-08T10:00:00Z'),
      moved('S', 'T', '2026-03-08T11:00:00Z'),
      moved('T', 'R', '2026-03-09T11:00:00Z'),
      moved('R', 'S', '2026-03-09T12:00:00Z'),
      moved('S', 'T', '2026-03-09T13:00:00Z'),
      moved('T', 'B', '2026-03-10T09:00:00Z'),
      event('TicketVerified', '2026-03-11T09:00:00Z', { status: 'B', verify_status: 'valid', review: { satisfied: 'Y', recieved_satisfied_sms_status: 1 } }),
    ]);
    expect(state).toMatchObject({
      status: 'B',
      first_contact_at: '2026-03-06T20:00:00.000Z',
      solution_at: '2026-03-08T10:00:00.000Z',
      closed_at: '2026-03-10T09:00:00.000Z',
      received_month: '2026-03-01',
      kpi2a: true,
      kpi2: true,
      kpi3: false,
      kpi4a: true,
      kpi4_days: 4,
      kpi5a: true,
      kpi5b: true,
      kpi5c: true,
      live_state: 'done',
    });
  });

  it('keeps a cancelled ticket out of every KPI', () => {
    expect(given([created(), event('TicketCancelled', '2026-03-07T09:00:00Z', { from: 'W', reason: 'x' })])).toMatchObject({ cancelled: true, status: 'D', kpi2a: null, live_state: 'done' });
  });

  it('keeps a miss whose deadline had passed when the ticket was cancelled, and leaves the KPIs still ahead', () => {
    // Received 09:00Z on the 6th, never contacted, cancelled 30 h later: KPI2a (24 h) missed; KPI2, KPI3, KPI4a left.
    const state = given([created(), event('TicketCancelled', '2026-03-07T15:00:00Z', { from: 'W', reason: 'x' })]);
    expect(state).toMatchObject({ cancelled: true, cancelled_at: '2026-03-07T15:00:00.000Z', kpi2a: false, kpi2: null, kpi3: null, kpi4a: null, kpi4_days: null, live_state: 'done', next_due_at: null });
  });

  it('keeps what was met before a passed deadline, and the sweep changes nothing later', () => {
    const state = given([created(), moved('W', 'C', '2026-03-06T20:00:00Z'), event('TicketCancelled', '2026-03-08T12:00:00Z', { from: 'C', reason: 'x' })]) as TicketKpiState;
    // 51 h after receipt: both contact KPIs met, the solution (48 h) missed, closing (5 days) left.
    expect(state).toMatchObject({ kpi2a: true, kpi2: true, kpi3: false, kpi4a: null });
    // The deadline sweep recomputes rows with a later "now": a cancelled row is judged as of its cancellation.
    expect(withOutcomes(state, new Date('2026-04-30T00:00:00Z'))).toEqual(state);
  });

  it('records who held the time: days to the proposal and days waiting for approval', () => {
    const state = given([
      created(),
      moved('W', 'C', '2026-03-06T12:00:00Z'),
      moved('C', 'S', '2026-03-07T09:00:00Z'),
      moved('S', 'T', '2026-03-08T09:00:00Z'),
      moved('T', 'R', '2026-03-09T09:00:00Z'),
      moved('R', 'S', '2026-03-09T21:00:00Z'),
      moved('S', 'T', '2026-03-10T09:00:00Z'),
      moved('T', 'B', '2026-03-11T21:00:00Z'),
    ]);
    expect(state).toMatchObject({ proposal_at: '2026-03-08T09:00:00.000Z', approval_since: null, approval_wait_seconds: 2.5 * 86400, to_proposal_days: 2, approval_wait_days: 2.5, kpi4_days: 5.5 });
  });

  it('decides no held time while the ticket waits for approval, nor for one completed without T', () => {
    const waiting = given([created(), moved('W', 'C', '2026-03-06T12:00:00Z'), moved('C', 'S', '2026-03-07T09:00:00Z'), moved('S', 'T', '2026-03-08T09:00:00Z')]);
    expect(waiting).toMatchObject({ proposal_at: '2026-03-08T09:00:00.000Z', approval_since: '2026-03-08T09:00:00.000Z', to_proposal_days: null, approval_wait_days: null });
    const imported = given([event('TicketCreated', '2026-03-06T09:00:00Z', { case_no: 'SR2603-000002', status: 'W', complaint_categories: {}, car_model: null }), moved('W', 'B', '2026-03-07T09:00:00Z')]);
    expect(imported).toMatchObject({ closed_at: '2026-03-07T09:00:00.000Z', to_proposal_days: null, approval_wait_days: null });
  });

  it('ignores events of a ticket it never saw created', () => {
    expect(given([moved('W', 'C', '2026-03-06T20:00:00Z')])).toBeUndefined();
  });

  it('counts working hours when the deployment asks for them', () => {
    const weekdays = workingHoursClock({ monday_to_friday: { open: '08:00', close: '17:00' }, saturday: { open: null, close: null }, sunday: { open: null, close: null } });
    // Friday 16:00 Thai, contacted Monday 10:00 Thai: 3 working hours, 66 calendar hours.
    const events = () => [created('2026-03-06T09:00:00Z'), moved('W', 'C', '2026-03-09T03:00:00Z')];
    expect(given(events())?.kpi2a).toBe(false);
    expect(given(events(), weekdays)?.kpi2a).toBe(true);
  });
});

describe('KPI5c: the recorded satisfaction SMS outcome, the entered flag as its override', () => {
  const closed = () => [created(), moved('W', 'C', '2026-03-06T10:00:00Z'), moved('C', 'S', '2026-03-06T11:00:00Z'), moved('S', 'T', '2026-03-06T12:00:00Z'), moved('T', 'B', '2026-03-07T09:00:00Z')];
  const sms = (type: 'NotificationDelivered' | 'NotificationFailed', at: string, purpose = 'satisfaction_sms') =>
    event(type, at, { notification_id: 'n1', channel: 'sms', purpose, ...(type === 'NotificationDelivered' ? { provider_message_id: 'm1' } : { stage: 'delivery', reason: 'handset unreachable' }) });
  const verified = (at: string, entered: 0 | 1, override?: 0 | 1) =>
    event('TicketVerified', at, { status: 'B', verify_status: 'valid', review: { satisfied: 'Y', recieved_satisfied_sms_status: entered, ...(override === undefined ? {} : { recieved_satisfied_sms_override: override }) } });

  /** given the closed ticket and these events, then sms_outcome, sms_received and kpi5c. */
  const CASES: Array<[string, () => TicketEvent[], { sms_outcome: string | null; sms_received: boolean | null; kpi5c: boolean | null }]> = [
    ['delivered, entered "no": the record decides', () => [sms('NotificationDelivered', '2026-03-07T09:05:00Z'), verified('2026-03-08T09:00:00Z', 0)], { sms_outcome: 'delivered', sms_received: true, kpi5c: true }],
    ['failed, entered "yes": the record decides', () => [sms('NotificationFailed', '2026-03-07T09:05:00Z'), verified('2026-03-08T09:00:00Z', 1)], { sms_outcome: 'failed', sms_received: false, kpi5c: false }],
    ['failed, entered "yes" as an override', () => [sms('NotificationFailed', '2026-03-07T09:05:00Z'), verified('2026-03-08T09:00:00Z', 1, 1)], { sms_outcome: 'failed', sms_received: true, kpi5c: true }],
    ['the receipt after the verification still decides', () => [verified('2026-03-08T09:00:00Z', 0), sms('NotificationDelivered', '2026-03-08T10:00:00Z')], { sms_outcome: 'delivered', sms_received: true, kpi5c: true }],
    ['a late failed receipt after delivery changes nothing', () => [sms('NotificationDelivered', '2026-03-07T09:05:00Z'), sms('NotificationFailed', '2026-03-07T10:00:00Z'), verified('2026-03-08T09:00:00Z', 0)], { sms_outcome: 'delivered', sms_received: true, kpi5c: true }],
    ['nothing recorded (an older ticket): the entered flag as before', () => [verified('2026-03-08T09:00:00Z', 1)], { sms_outcome: null, sms_received: true, kpi5c: true }],
    ['another purpose\'s delivery is not the satisfaction SMS', () => [sms('NotificationDelivered', '2026-03-07T09:05:00Z', 'new_ticket'), verified('2026-03-08T09:00:00Z', 0)], { sms_outcome: null, sms_received: false, kpi5c: false }],
    ['delivered but no verification yet: KPI5c undecided', () => [sms('NotificationDelivered', '2026-03-07T09:05:00Z')], { sms_outcome: 'delivered', sms_received: true, kpi5c: null }],
    // Issue 31: a receipt counts only within KPI5's window (5 days from completion on 7 March).
    ['entered "no", the backlog delivered 17 months later: not counted', () => [verified('2026-03-08T09:00:00Z', 0), sms('NotificationDelivered', '2027-08-07T09:00:00Z')], { sms_outcome: null, sms_received: false, kpi5c: false }],
    ['failed in the window, delivered after it: failed', () => [sms('NotificationFailed', '2026-03-07T09:05:00Z'), verified('2026-03-08T09:00:00Z', 1), sms('NotificationDelivered', '2026-03-20T09:00:00Z')], { sms_outcome: 'failed', sms_received: false, kpi5c: false }],
    ['delivered in the window, overridden to "no" months later: the window had ended', () => [sms('NotificationDelivered', '2026-03-07T09:05:00Z'), verified('2026-03-08T09:00:00Z', 0), verified('2026-06-08T09:00:00Z', 0, 1)], { sms_outcome: 'delivered', sms_received: true, kpi5c: true }],
  ];

  it.each(CASES)('%s', (_name, events, expected) => {
    expect(given([...closed(), ...events()])).toMatchObject(expected);
  });

  it('leaves the row as it is (its last position too) for a receipt outside the window', () => {
    const before = given([...closed(), verified('2026-03-08T09:00:00Z', 0)]);
    expect(evolveTicketKpi(before, sms('NotificationDelivered', '2027-08-07T09:00:00Z'))).toBe(before);
  });

  it('leaves the row as it is for other notification events', () => {
    const before = given(closed());
    const after = evolveTicketKpi(before, event('NotificationRequested', '2026-03-07T09:00:00Z', { notification_id: 'n2', channel: 'email', purpose: 'new_ticket', recipient_role: 'branch_manager', kpi: null }));
    expect(after).toBe(before);
  });
});

describe("KPI4 counted to the month's close, the dealer's own KPI4a", () => {
  // The ticket reached the dealer on 6 March 09:00Z (its created_date); March closes at the end of
  // 5 April, Thai time (2026-04-05T17:00Z): 30 days 8 hours later.
  const CLOSE_DAY = 5;
  const givenClosing = (events: TicketEvent[]) => events.reduce<TicketKpiState | undefined>((state, e) => evolveTicketKpi(state, e, undefined, CLOSE_DAY), undefined);

  it('a ticket completed after its month closed counts its days to the close; its own days stay for the case-closed report', () => {
    const state = givenClosing([created(), moved('W', 'C', '2026-03-07T03:00:00Z'), moved('C', 'S', '2026-03-08T03:00:00Z'), moved('S', 'B', '2026-04-20T05:00:00Z')]);
    expect(state).toMatchObject({ kpi4_counted_days: 30.33, kpi4_days: 44.83 });
  });

  it('an open ticket is not counted before the close, and is when the sweep or the freeze judges it after', () => {
    const state = givenClosing([created()]) as TicketKpiState;
    expect(withOutcomes(state, new Date('2026-04-05T16:59:00Z'), undefined, CLOSE_DAY).kpi4_counted_days).toBeNull();
    expect(state.kpi4_counted_days).toBeNull();
    expect(withOutcomes(state, new Date('2026-04-05T17:00:00Z'), undefined, CLOSE_DAY).kpi4_counted_days).toBe(30.33);
    expect(withOutcomes(state, new Date('2026-05-30T00:00:00Z'), undefined, CLOSE_DAY).kpi4_counted_days).toBe(30.33);
    // Without a close kept (MONTH_CLOSE_DAY not given) only completion counts.
    expect(withOutcomes(state, new Date('2026-05-30T00:00:00Z')).kpi4_counted_days).toBeNull();
  });

  it("an approval that waited 6 days misses KPI4a but not the dealer's own", () => {
    const state = given([created('2026-03-06T09:00:00Z'), moved('W', 'C', '2026-03-06T10:00:00Z'), moved('C', 'S', '2026-03-07T09:00:00Z'), moved('S', 'T', '2026-03-07T09:00:00Z'), moved('T', 'B', '2026-03-13T09:00:00Z')]);
    expect(state).toMatchObject({ kpi4a: false, kpi4a_dealer: true, approval_wait_hours: 144, approval_wait_days: 6 });
  });
});

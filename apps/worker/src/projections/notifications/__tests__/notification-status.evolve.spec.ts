import type { TicketEvent } from '@voc/events';
import { evolveNotificationStatus, type NotificationEvent, type NotificationStatusState } from '../notification-status.evolve';

const ticket = {
  type: 'service' as const,
  source: 'callcenter' as const,
  dealer_ref: 'd1',
  dealer_code: 'D0001',
  area_code: 'R1-1',
  region: 'Region1',
  created_oa_date: '2026-03-31T17:30:00.000Z',
  created_date: '2026-03-31T17:30:00.000Z',
};
const ref = { ticket, notification_id: 'n1', channel: 'sms' as const, purpose: 'new_ticket' as const };
let position = 0;
function event(type: NotificationEvent['type'], at: string, payload: Record<string, unknown> = {}): NotificationEvent {
  position += 1;
  return { position: String(position), tx_id: String(position), ticket_id: 't1', type, occurred_at: new Date(at), payload: { ...ref, ...payload } } as TicketEvent as NotificationEvent;
}
const requested = (at = '2026-03-31T17:30:00Z') => event('NotificationRequested', at, { recipient_role: 'branch_manager', kpi: null });
const sent = (at: string) => event('NotificationSent', at, { provider_message_id: 'm1', attempts: 2 });
const delivered = (at: string) => event('NotificationDelivered', at, { provider_message_id: 'm1' });
const failed = (at: string, stage = 'send', reason = '550 no such user') => event('NotificationFailed', at, { stage, reason });

function given(events: NotificationEvent[]): NotificationStatusState | undefined {
  return events.reduce<NotificationStatusState | undefined>((state, e) => evolveNotificationStatus(state, e), undefined);
}

/** given events, then the row's status, times and failure. */
const CASES: Array<[string, () => NotificationEvent[], Partial<NotificationStatusState> | undefined]> = [
  ['requested: counted in its Thai month (00:30 on 1 April)', () => [requested()], { status: 'requested', requested_month: '2026-04-01', channel: 'sms', purpose: 'new_ticket', dealer_ref: 'd1', region: 'Region1', sent_at: null }],
  ['sent, then delivered', () => [requested(), sent('2026-04-01T00:00:00Z'), delivered('2026-04-01T00:01:00Z')], { status: 'delivered', sent_at: '2026-04-01T00:00:00.000Z', delivered_at: '2026-04-01T00:01:00.000Z', attempts: 2 }],
  ['refused when sending: failed with its reason', () => [requested(), failed('2026-04-01T00:00:00Z')], { status: 'failed', failure_stage: 'send', failure_reason: '550 no such user', sent_at: null }],
  ['sent, then a failed receipt', () => [requested(), sent('2026-04-01T00:00:00Z'), failed('2026-04-01T00:05:00Z', 'delivery', 'handset unreachable')], { status: 'failed', failure_stage: 'delivery', sent_at: '2026-04-01T00:00:00.000Z' }],
  ['a late failed receipt after delivery changes nothing', () => [requested(), sent('2026-04-01T00:00:00Z'), delivered('2026-04-01T00:01:00Z'), failed('2026-04-01T00:05:00Z', 'delivery', 'late')], { status: 'delivered', failure_reason: null }],
  ['a repeated sent changes nothing', () => [requested(), sent('2026-04-01T00:00:00Z'), sent('2026-04-01T00:09:00Z')], { status: 'sent', sent_at: '2026-04-01T00:00:00.000Z' }],
  ['a receipt before the sent record: delivered, sent at the receipt', () => [requested(), delivered('2026-04-01T00:01:00Z'), sent('2026-04-01T00:02:00Z')], { status: 'delivered', sent_at: '2026-04-01T00:01:00.000Z' }],
  ['a report without its request: nothing', () => [sent('2026-04-01T00:00:00Z')], undefined],
];

describe('notification status: given events, then the row', () => {
  it.each(CASES)('%s', (_name, events, expected) => {
    const row = given(events());
    if (expected === undefined) expect(row).toBeUndefined();
    else expect(row).toMatchObject(expected);
  });

  it('a repeated request keeps the first row as it was', () => {
    const first = given([requested('2026-04-01T00:00:00Z'), sent('2026-04-01T00:00:01Z')]);
    expect(evolveNotificationStatus(first, requested('2026-04-02T00:00:00Z'))).toBe(first);
  });
});

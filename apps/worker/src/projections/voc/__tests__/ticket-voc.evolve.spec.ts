import type { TicketEvent } from '@voc/events';
import { evolveTicketVoc, type TicketVocState } from '../ticket-voc.evolve';

const ticket = {
  type: 'showroom' as const,
  source: 'survey' as const,
  dealer_ref: 'd1',
  dealer_code: 'D0001',
  area_code: 'R1-1',
  region: 'Region1',
  created_oa_date: '2026-03-31T18:00:00.000Z',
  // 1 April 01:00 in Bangkok: the ticket counts in April.
  created_date: '2026-03-31T18:00:00.000Z',
};
let position = 0;
function event(type: string, payload: Record<string, unknown> = {}): TicketEvent {
  position += 1;
  return { position: String(position), tx_id: String(position), ticket_id: 't1', type: type as TicketEvent['type'], occurred_at: new Date('2026-04-02T00:00:00Z'), payload: { ticket, ...payload } as never };
}
const created = (categories: Record<string, boolean | string> = { A01: true, F02: true, A100: 'x' }, model: string | null = ' navara') =>
  event('TicketCreated', { case_no: 'SR2604-000001', status: 'W', complaint_categories: categories, car_model: model });

function given(events: TicketEvent[]): TicketVocState | undefined {
  return events.reduce<TicketVocState | undefined>((state, e) => evolveTicketVoc(state, e) ?? state, undefined);
}

describe('VOC projection: given events, then the ticket row', () => {
  it('counts a new ticket in its month of receipt with its counted categories and model', () => {
    expect(given([created()])).toMatchObject({ received_month: '2026-04-01', categories: ['A01', 'F02'], car_model: 'Navara', cancelled: false, deleted: false, dealer_ref: 'd1', type: 'showroom', source: 'survey' });
  });

  it('follows an edit of the categories and the model (the current state counts)', () => {
    const state = given([created(), event('TicketUpdated', { changes: { complaint_categories: { P01: true, O99: true, O100: 'seat' } } }), event('TicketUpdated', { changes: { car_model: 'Terra' } })]);
    expect(state).toMatchObject({ categories: ['O99', 'P01'], car_model: 'Terra', received_month: '2026-04-01' });
  });

  it('answers nothing for an edit of other fields, a status move or a file (no write)', () => {
    const state = given([created()]);
    expect(evolveTicketVoc(state, event('TicketUpdated', { changes: { tel: '0812345678' } }))).toBeUndefined();
    expect(evolveTicketVoc(state, event('TicketStatusChanged', { from: 'W', to: 'C' }))).toBeUndefined();
    expect(evolveTicketVoc(state, event('TicketFileAttached', { file_id: 'f', kind: 'pdf', originalname: 'a.pdf', size: 1 }))).toBeUndefined();
  });

  it('clears the model when an edit empties it', () => {
    expect(given([created(), event('TicketUpdated', { changes: { car_model: null } })])?.car_model).toBe('');
  });

  it('marks a cancelled ticket, then a deleted one', () => {
    const cancelled = given([created(), event('TicketCancelled', { from: 'W', reason: 'duplicate' })]);
    expect(cancelled).toMatchObject({ cancelled: true, deleted: false });
    expect(given([created(), event('TicketCancelled', { from: 'W', reason: 'x' }), event('TicketDeleted', { status: 'D' })])).toMatchObject({ cancelled: true, deleted: true });
  });

  it('ignores events of a ticket it never saw created', () => {
    expect(given([event('TicketUpdated', { changes: { car_model: 'Leaf' } })])).toBeUndefined();
  });

  it('keeps the last position it applied', () => {
    const events = [created(), event('TicketUpdated', { changes: { car_model: 'Leaf' } })];
    expect(given(events)?.last_position).toBe(events[1].position);
  });
});

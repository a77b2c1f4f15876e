import { isLateChange, lateChangeCount, ticketFigures, type TicketFigures } from '../late-changes';

/** The fields a KPI roll-up reads of a ticket, a few of them. */
const FIELDS = ['dealer_ref', 'type', 'cancelled', 'kpi2', 'kpi4a', 'kpi4_days'] as const;

const row = (changes: Record<string, unknown> = {}) => ({
  ticket_id: 't1',
  dealer_ref: 'd1',
  type: 'service',
  cancelled: false,
  deleted: false,
  kpi2: true,
  kpi4a: null,
  kpi4_days: null,
  // Read by no figure: a touch here is no late change.
  status: 'C',
  last_position: '10',
  live_state: 'on_time',
  ...changes,
});

const atClose = ticketFigures(row(), FIELDS);

describe('late changes of a closed month', () => {
  it.each<[string, TicketFigures, boolean]>([
    ['touched after the close, no figure read changed (status, position, live state)', ticketFigures(row({ status: 'S', last_position: '99', live_state: 'due_soon' }), FIELDS), false],
    ['untouched since the close', ticketFigures(row(), FIELDS), false],
    ['a KPI decided after the close (met)', ticketFigures(row({ kpi4a: true, kpi4_days: '3.00' }), FIELDS), true],
    ['a deadline that passed after the close: undecided then, missed now', ticketFigures(row({ kpi4a: false }), FIELDS), true],
    ['a KPI turned from met to missed', ticketFigures(row({ kpi2: false }), FIELDS), true],
    ['cancelled after the close', ticketFigures(row({ cancelled: true }), FIELDS), true],
    ['moved to another dealer after the close', ticketFigures(row({ dealer_ref: 'd2' }), FIELDS), true],
    ['deleted after the close: it counts no more', ticketFigures(row({ deleted: true }), FIELDS), true],
  ])('%s', (_case, now, late) => {
    expect(isLateChange(atClose, now)).toBe(late);
  });

  it.each<[string, TicketFigures, TicketFigures, boolean]>([
    ['a straggler: not there at the close, counted now', null, atClose, true],
    ['absent at the close and deleted now', null, ticketFigures(row({ deleted: true }), FIELDS), false],
    ['no row at all either side', null, null, false],
    ['a number read back as text with its scale', ticketFigures(row({ kpi4_days: 3 }), FIELDS), ticketFigures(row({ kpi4_days: '3.00' }), FIELDS), false],
    ['a number that changed', ticketFigures(row({ kpi4_days: 3 }), FIELDS), ticketFigures(row({ kpi4_days: '3.50' }), FIELDS), true],
    ['categories in another order', { categories: ['a', 'b'] }, { categories: ['b', 'a'] }, false],
    ['a category added', { categories: ['a'] }, { categories: ['a', 'b'] }, true],
    ['a list against a single value', { categories: ['a'] }, { categories: 'a' }, true],
    ['null against a value', { kpi2: null }, { kpi2: false }, true],
    ['a field only one side reads', { kpi2: true }, { kpi2: true, kpi3: null }, false],
    ['a field only one side reads, with a value', { kpi2: true }, { kpi2: true, kpi3: true }, true],
  ])('%s', (_case, before, now, late) => {
    expect(isLateChange(before, now)).toBe(late);
  });

  it('counts each ticket once, however often its figures moved, and not the ones that moved back', () => {
    const moved = ticketFigures(row({ kpi2: false }), FIELDS);
    expect(
      lateChangeCount([
        { atClose, now: moved },
        { atClose, now: ticketFigures(row({ status: 'B' }), FIELDS) },
        { atClose: null, now: atClose },
        { atClose, now: atClose },
      ]),
    ).toBe(2);
  });

  it('refuses a field the row does not have (a figure would silently read nothing)', () => {
    expect(() => ticketFigures(row(), ['kpi9'])).toThrow(/"kpi9"/);
  });
});

import { kpi4Average, kpi4CountedDays, type DaysToCloseFacts } from '../days-to-close';
import { monthCloseAt } from '../month-close';

// A May ticket: May closes at the end of 5 June, Thai time.
const close = monthCloseAt('2026-05-01', 5);
const received = new Date('2026-05-30T03:00:00.000Z');
const day = (d: number) => new Date(received.getTime() + d * 24 * 3600_000);
const closeDays = Math.round(((close.getTime() - received.getTime()) / (24 * 3600_000)) * 100) / 100;

const base: DaysToCloseFacts = { receivedAt: received, closedAt: null, cancelledAt: null, monthClosesAt: close };

describe('KPI4 counted days (one definition, live and final)', () => {
  it.each<[string, Partial<DaysToCloseFacts>, Date, number | null]>([
    ['completed in 2.5 days, before the close', { closedAt: day(2.5) }, day(3), 2.5],
    ['still open before the close: not decided', {}, day(3), null],
    ['still open at the close: the days to the close', {}, close, closeDays],
    ['still open long after the close: still the days to the close', {}, day(60), closeDays],
    ['completed after the close: the days to the close, not its own', { closedAt: day(40) }, day(41), closeDays],
    ['completed after the close, judged at the close (the final figure): the same', { closedAt: day(40) }, close, closeDays],
    ['cancelled before the close, not completed: out', { cancelledAt: day(2) }, day(60), null],
    ['cancelled after the close: the close had counted it', { cancelledAt: day(30) }, day(60), closeDays],
    ['no close kept: completion only', { monthClosesAt: null, closedAt: day(40) }, day(41), 40],
    ['no close kept, open: not decided', { monthClosesAt: null }, day(41), null],
  ])('%s', (_name, change, now, expected) => {
    expect(kpi4CountedDays({ ...base, ...change }, now)).toBe(expected);
  });

  it('final (judged at the close) and live (any time after) agree for every ticket of the month', () => {
    const tickets: Array<Partial<DaysToCloseFacts>> = [{ closedAt: day(1) }, { closedAt: day(3) }, {}, { closedAt: day(20) }, { cancelledAt: day(1) }, { cancelledAt: day(9) }];
    const at = (now: Date) => tickets.map((t) => kpi4CountedDays({ ...base, ...t }, now));
    expect(at(day(90))).toEqual(at(close));
  });
});

describe('kpi4Average', () => {
  it.each<[number, number, number | null]>([
    [10, 4, 2.5],
    [0, 0, null],
    [10, 3, 3.33],
  ])('%d days over %d tickets → %s', (sum, count, expected) => {
    expect(kpi4Average(sum, count)).toBe(expected);
  });
});

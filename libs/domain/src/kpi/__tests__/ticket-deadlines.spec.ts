import type { KpiTimes } from '../kpi-deadlines';
import { ticketDeadlines } from '../ticket-deadlines';

const H = 3600_000;
const received = new Date('2026-11-02T01:00:00Z');
const at = (hours: number) => new Date(received.getTime() + hours * H);
const open: KpiTimes = { receivedAt: received, firstContactAt: null, solutionAt: null, closedAt: null, satisfactionAt: null, satisfied: null, smsReceived: null, cancelledAt: null };

type Row = [kpi: string, dueHours: number, met: boolean | null, next: boolean];
const shape = (times: KpiTimes, nowHours: number): Row[] =>
  ticketDeadlines(times, at(nowHours)).map((d) => [d.kpi, (d.dueAt.getTime() - (d.kpi === 'kpi5a' ? (times.closedAt as Date).getTime() : received.getTime())) / H, d.met, d.next]);

describe('a ticket page deadlines', () => {
  it.each<[string, KpiTimes, number, Row[]]>([
    ['new, nothing late yet: contact next, no satisfaction check', open, 2, [['kpi2a', 24, null, true], ['kpi2', 48, null, false], ['kpi3', 48, null, false], ['kpi4a', 120, null, false]]],
    ['not contacted after 30 h: 24 h contact missed, still the next', open, 30, [['kpi2a', 24, false, true], ['kpi2', 48, null, false], ['kpi3', 48, null, false], ['kpi4a', 120, null, false]]],
    ['contacted at 10 h: both contact deadlines met, solution next', { ...open, firstContactAt: at(10) }, 12, [['kpi2a', 24, true, false], ['kpi2', 48, true, false], ['kpi3', 48, null, true], ['kpi4a', 120, null, false]]],
    [
      'completed at 100 h: satisfaction check next, due 5 days after completion',
      { ...open, firstContactAt: at(10), solutionAt: at(50), closedAt: at(100) },
      101,
      [['kpi2a', 24, true, false], ['kpi2', 48, true, false], ['kpi3', 48, false, false], ['kpi4a', 120, true, false], ['kpi5a', 120, null, true]],
    ],
    ['cancelled: nothing next', { ...open, cancelledAt: at(5) }, 6, [['kpi2a', 24, null, false], ['kpi2', 48, null, false], ['kpi3', 48, null, false], ['kpi4a', 120, null, false]]],
  ])('%s', (_name, times, now, expected) => {
    expect(shape(times, now)).toEqual(expected);
  });

  it('keeps when each was done', () => {
    const [contact] = ticketDeadlines({ ...open, firstContactAt: at(3) }, at(4));
    expect(contact.doneAt).toEqual(at(3));
  });
});

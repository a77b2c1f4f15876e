import { calendarClock, workingHoursClock } from '../kpi-clock';
import { kpiOutcomes, liveState } from '../kpi-deadlines';
import type { WorkingHours } from '../../dealers/dealer-status';

const weekdaysOnly: WorkingHours = {
  monday_to_friday: { open: '08:00', close: '17:00' },
  saturday: { open: null, close: null },
  sunday: { open: null, close: null },
};
const withSaturday: WorkingHours = { ...weekdaysOnly, saturday: { open: '09:00', close: '12:00' } };
// Thai time is UTC+7: 2026-03-06 is a Friday; 08:00 Thai = 01:00Z.
const thai = (iso: string) => new Date(`${iso}+07:00`);

describe('workingHoursClock', () => {
  const clock = workingHoursClock(weekdaysOnly);

  it.each([
    ['inside one working day', '2026-03-06T09:00:00', '2026-03-06T12:30:00', 3.5],
    ['before opening to after closing', '2026-03-06T06:00:00', '2026-03-06T20:00:00', 9],
    ['Friday 16:00 to Monday 09:00 skips the weekend', '2026-03-06T16:00:00', '2026-03-09T09:00:00', 2],
    ['a whole weekend', '2026-03-07T00:00:00', '2026-03-09T00:00:00', 0],
    ['end before start', '2026-03-06T12:00:00', '2026-03-06T10:00:00', 0],
  ])('elapsed %s', (_name, from, to, hours) => {
    expect(clock.elapsedHours(thai(from), thai(to))).toBeCloseTo(hours, 6);
  });

  it.each([
    ['24 working hours from Friday 16:00 lands on Wednesday 13:00', weekdaysOnly, '2026-03-06T16:00:00', 24, '2026-03-11T13:00:00'],
    ['from Saturday with Saturday mornings open', withSaturday, '2026-03-07T10:00:00', 4, '2026-03-09T10:00:00'],
    ['from before opening', weekdaysOnly, '2026-03-06T05:00:00', 1, '2026-03-06T09:00:00'],
  ] as const)('addHours: %s', (_name, hours, from, add, due) => {
    expect(workingHoursClock(hours).addHours(thai(from), add).toISOString()).toBe(thai(due).toISOString());
  });

  it('falls back to calendar time for a dealer with no opening hours', () => {
    const closed: WorkingHours = { monday_to_friday: { open: null, close: null }, saturday: { open: null, close: null }, sunday: { open: null, close: null } };
    expect(workingHoursClock(closed)).toBe(calendarClock);
  });

  it('changes KPI outcomes: a Friday-evening complaint answered on Monday is within 24 working hours', () => {
    const times = { receivedAt: thai('2026-03-06T16:00:00'), firstContactAt: thai('2026-03-09T10:00:00'), solutionAt: null, closedAt: null, satisfactionAt: null, satisfied: null, smsReceived: null, cancelledAt: null };
    const now = thai('2026-03-09T11:00:00');
    expect(kpiOutcomes(times, now).kpi2a).toBe(false);
    expect(kpiOutcomes(times, now, clock).kpi2a).toBe(true);
    expect(liveState({ ...times, firstContactAt: null }, thai('2026-03-09T09:00:00'), clock)).toBe('on_time');
    expect(liveState({ ...times, firstContactAt: null }, thai('2026-03-09T09:00:00'))).toBe('breached');
  });
});

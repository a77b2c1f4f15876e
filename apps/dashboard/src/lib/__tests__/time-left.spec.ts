import { timeLeft, timeLeftUnits } from '../time-left';

const now = new Date('2026-05-10T10:00:00.000Z');

describe('time left to a deadline', () => {
  it.each<[string, string | null, ReturnType<typeof timeLeft>]>([
    ['two days and a bit ahead', '2026-05-12T13:20:00.000Z', { overdue: false, days: 2, hours: 3, minutes: 20 }],
    ['seconds ahead: a minute left', '2026-05-10T10:00:20.000Z', { overdue: false, days: 0, hours: 0, minutes: 1 }],
    ['exactly now: a minute left', '2026-05-10T10:00:00.000Z', { overdue: false, days: 0, hours: 0, minutes: 1 }],
    ['passed five hours ago', '2026-05-10T05:00:00.000Z', { overdue: true, days: 0, hours: 5, minutes: 0 }],
    ['passed a day and a half ago', '2026-05-08T22:00:00.000Z', { overdue: true, days: 1, hours: 12, minutes: 0 }],
    ['no deadline', null, null],
    ['not a date', 'soon', null],
  ])('%s', (_case, due, expected) => {
    expect(timeLeft(due, now)).toEqual(expected);
  });

  it.each<[string, Parameters<typeof timeLeftUnits>[0], string]>([
    ['days and hours', { overdue: false, days: 2, hours: 3, minutes: 20 }, 'days:2 hours:3'],
    ['whole days', { overdue: false, days: 2, hours: 0, minutes: 20 }, 'days:2'],
    ['hours and minutes', { overdue: true, days: 0, hours: 5, minutes: 7 }, 'hours:5 minutes:7'],
    ['minutes only', { overdue: false, days: 0, hours: 0, minutes: 7 }, 'minutes:7'],
  ])('says %s', (_case, left, expected) => {
    expect(timeLeftUnits(left).map(({ unit, count }) => `${unit}:${count}`).join(' ')).toBe(expected);
  });
});

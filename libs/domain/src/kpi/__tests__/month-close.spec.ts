import { lastClosedMonth, monthCloseAt, monthsThrough, nextMonth, previousMonth } from '../month-close';

describe('month close', () => {
  it.each([
    // month, close day, closes at (UTC; Bangkok is UTC+7)
    ['2026-10-01', 5, '2026-11-05T17:00:00.000Z'],
    ['2026-12-01', 5, '2027-01-05T17:00:00.000Z'],
    ['2026-01-01', 1, '2026-02-01T17:00:00.000Z'],
    ['2026-01-01', 28, '2026-02-28T17:00:00.000Z'],
    ['2024-01-01', 28, '2024-02-28T17:00:00.000Z'],
  ])('%s with close day %i closes at %s', (month, closeDay, expected) => {
    expect(monthCloseAt(month, closeDay).toISOString()).toBe(expected);
  });

  it.each([
    // moment, close day, latest closed month
    ['2026-11-05T16:59:59.999Z', 5, '2026-09-01'], // the last instant of 5 November in Bangkok: October still open
    ['2026-11-05T17:00:00.000Z', 5, '2026-10-01'], // 00:00 on the 6th in Bangkok: October final
    ['2026-11-25T03:00:00.000Z', 5, '2026-10-01'],
    ['2026-11-30T17:30:00.000Z', 5, '2026-10-01'], // already 1 December in Bangkok, November not closed yet
    ['2027-01-06T00:00:00.000Z', 5, '2026-12-01'], // across the year
    ['2027-01-03T00:00:00.000Z', 5, '2026-11-01'],
    ['2026-03-01T00:00:00.000Z', 1, '2026-01-01'], // 1 March 07:00 Bangkok: February closes at the end of 1 March
    ['2026-03-01T17:00:00.000Z', 1, '2026-02-01'],
  ])('at %s with close day %i the latest closed month is %s', (at, closeDay, expected) => {
    expect(lastClosedMonth(new Date(at), closeDay)).toBe(expected);
  });

  it.each([0, 29, 2.5, Number.NaN])('refuses close day %p', (closeDay) => {
    expect(() => monthCloseAt('2026-10-01', closeDay)).toThrow(/month close day must be a whole number from 1 to 28/);
  });

  it('refuses what is not a month', () => {
    expect(() => nextMonth('2026-10-05')).toThrow(/not a month/);
  });

  it('steps months across years', () => {
    expect(nextMonth('2026-12-01')).toBe('2027-01-01');
    expect(previousMonth('2027-01-01')).toBe('2026-12-01');
    expect(monthsThrough('2026-11-01', '2027-02-01')).toEqual(['2026-11-01', '2026-12-01', '2027-01-01', '2027-02-01']);
    expect(monthsThrough('2026-11-01', '2026-10-01')).toEqual([]);
  });
});

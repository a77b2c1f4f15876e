import { latestCompleteMonth } from '../latest-complete-month';

describe('latestCompleteMonth', () => {
  it.each([
    [{ year: 2026, month: 11 }, { year: 2026, month: 10 }],
    [{ year: 2026, month: 2 }, { year: 2026, month: 1 }],
    [{ year: 2026, month: 1 }, { year: 2025, month: 12 }],
    [{ year: 2026, month: 12 }, { year: 2026, month: 11 }],
    // April opens a fiscal year; its report still opens on March, the old year's last month.
    [{ year: 2026, month: 4 }, { year: 2026, month: 3 }],
  ])('in %o opens on %o', (today, expected) => {
    expect(latestCompleteMonth(today)).toEqual(expected);
  });
});

import { changePercent, previousPeriodMonths } from '../voc-periods';

describe('the previous period a VOC report compares with', () => {
  it.each([
    ['monthly', 2026, 3, '2026-02-01', '2026-03-01'],
    ['monthly across the year', 2026, 1, '2025-12-01', '2026-01-01'],
    ['3months', 2026, 3, '2025-10-01', '2026-01-01'],
    ['6months', 2026, 6, '2025-07-01', '2026-01-01'],
    ['ytd in the fiscal year (April start)', 2026, 6, '2025-04-01', '2025-07-01'],
    ['ytd in January to March', 2026, 2, '2024-04-01', '2025-03-01'],
  ] as const)('%s %i-%i: %s until %s', (name, year, month, from, to) => {
    const period = name.split(' ')[0] as 'monthly' | '3months' | '6months' | 'ytd';
    const previous = previousPeriodMonths(period, year, month);
    expect([previous.from, previous.to]).toEqual([from, to]);
  });

  it.each([
    [12, 10, 20],
    [5, 10, -50],
    [1, 3, -66.7],
    [4, 0, null],
    [0, 0, null],
  ])('%i against %i is %p %', (now, before, change) => {
    expect(changePercent(now, before)).toBe(change);
  });
});

import { baselineMonths } from '../voice-periods';

describe('the baseline a trend compares with', () => {
  it.each([
    ['one month against the three before', 'monthly', 2026, 3, 3, { from: '2025-12-01', to: '2026-03-01' }],
    ['one month against the one before, across a year', 'monthly', 2026, 1, 1, { from: '2025-12-01', to: '2026-01-01' }],
    ['three months against the six before', '3months', 2026, 6, 2, { from: '2025-10-01', to: '2026-04-01' }],
    ['a fiscal year to date (Apr-Jun) against the three months before', 'ytd', 2026, 6, 1, { from: '2026-01-01', to: '2026-04-01' }],
  ] as const)('%s', (_name, period, year, month, periods, expected) => {
    expect(baselineMonths(period, year, month, periods)).toEqual(expected);
  });

  it('refuses no baseline', () => {
    expect(() => baselineMonths('monthly', 2026, 3, 0)).toThrow(RangeError);
  });
});

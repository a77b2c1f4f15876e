import { periodEndingMonthFromSearch, writePeriodEndingMonth } from '../period-ending-month';

const DEFAULTS = { period: '3months' as const, year: 2026, month: 9 };

describe('a period ending with a month, in the address', () => {
  it('reads what it understands and takes the default for the rest', () => {
    expect(periodEndingMonthFromSearch(new URLSearchParams({ period: 'ytd', year: '2025', month: '03' }), DEFAULTS, [2025, 2026])).toEqual({ period: 'ytd', year: 2025, month: 3 });
    expect(periodEndingMonthFromSearch(new URLSearchParams({ period: 'week', year: '2019', month: '13' }), DEFAULTS, [2025, 2026])).toEqual(DEFAULTS);
    expect(periodEndingMonthFromSearch(new URLSearchParams({ year: '20x6', month: '' }), DEFAULTS, [2026])).toEqual(DEFAULTS);
  });

  it('writes only what differs from the defaults, months as 01-12', () => {
    const search = new URLSearchParams();
    writePeriodEndingMonth(search, { period: '3months', year: 2025, month: 4 }, DEFAULTS);
    expect(search.toString()).toBe('year=2025&month=04');
  });
});

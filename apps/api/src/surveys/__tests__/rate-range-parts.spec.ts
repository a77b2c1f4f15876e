import { rateRangeParts, type RateRangeParts } from '../services/rate-range-parts';

/** Every day of from..to, for checking that the parts cover the range exactly once. */
function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

function covered(parts: RateRangeParts): string[] {
  const months = parts.months ? daysOf(parts.months.first, new Date(Date.UTC(Number(parts.months.last.slice(0, 4)), Number(parts.months.last.slice(5, 7)), 0)).toISOString().slice(0, 10)) : [];
  return [...months, ...parts.days.flatMap((d) => daysOf(d.from, d.to))].sort();
}

describe('rateRangeParts: whole months from survey_rate_monthly, edge days from survey_rate_daily', () => {
  it.each<[string, string, string, RateRangeParts]>([
    ['one whole month', '2026-01-01', '2026-01-31', { months: { first: '2026-01-01', last: '2026-01-01' }, days: [] }],
    ['a month less its last day', '2026-01-01', '2026-01-30', { months: null, days: [{ from: '2026-01-01', to: '2026-01-30' }] }],
    ['within one month', '2026-01-10', '2026-01-20', { months: null, days: [{ from: '2026-01-10', to: '2026-01-20' }] }],
    ['across a month end, no whole month', '2026-01-15', '2026-02-10', { months: null, days: [{ from: '2026-01-15', to: '2026-02-10' }] }],
    ['whole months with days at both edges', '2025-12-15', '2026-03-10', { months: { first: '2026-01-01', last: '2026-02-01' }, days: [{ from: '2025-12-15', to: '2025-12-31' }, { from: '2026-03-01', to: '2026-03-10' }] }],
    ['a fiscal year to date (April to a day in November)', '2026-04-01', '2026-11-20', { months: { first: '2026-04-01', last: '2026-10-01' }, days: [{ from: '2026-11-01', to: '2026-11-20' }] }],
    ['a whole fiscal year', '2025-04-01', '2026-03-31', { months: { first: '2025-04-01', last: '2026-03-01' }, days: [] }],
    ['February of a leap year', '2028-02-01', '2028-02-29', { months: { first: '2028-02-01', last: '2028-02-01' }, days: [] }],
    ['February of a leap year less a day', '2028-02-01', '2028-02-28', { months: null, days: [{ from: '2028-02-01', to: '2028-02-28' }] }],
    ['across a year end', '2025-11-20', '2026-01-31', { months: { first: '2025-12-01', last: '2026-01-01' }, days: [{ from: '2025-11-20', to: '2025-11-30' }] }],
    ['one day', '2026-05-31', '2026-05-31', { months: null, days: [{ from: '2026-05-31', to: '2026-05-31' }] }],
    ['an end before the start reads nothing', '2026-05-02', '2026-05-01', { months: null, days: [] }],
  ])('%s: %s..%s', (_case, from, to, expected) => {
    const parts = rateRangeParts(from, to);
    expect(parts).toEqual(expected);
    if (to >= from) expect(covered(parts)).toEqual(daysOf(from, to));
  });

  it('refuses what is not a day', () => {
    expect(() => rateRangeParts('2026-1-01', '2026-02-01')).toThrow(RangeError);
    expect(() => rateRangeParts('2026-01-01', 'tomorrow')).toThrow(RangeError);
  });
});

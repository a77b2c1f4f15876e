import { formatTrendKey, trendStep } from '../trend-keys';

describe('response-rate trend keys', () => {
  it('are days up to 62 days, months beyond', () => {
    expect(trendStep('2026-01-01', '2026-03-03')).toBe('day');
    expect(trendStep('2026-01-01', '2026-03-04')).toBe('month');
    expect(trendStep('2026-05-01', '2026-05-01')).toBe('day');
  });

  it('read as a day or a month in the interface language', () => {
    expect(formatTrendKey('2026-05-03', 'day', 'en-US')).toBe('May 3');
    expect(formatTrendKey('2026-05-01', 'month', 'en-US')).toBe('May 2026');
  });
});

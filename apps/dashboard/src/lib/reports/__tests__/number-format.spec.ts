import { formatCount, formatDayKey, formatDays, formatMonthKey, formatPercent, formatPoints } from '../number-format';

describe('numbers per locale', () => {
  it.each([
    ['th-TH', 12345, '12,345'],
    ['en-US', 12345, '12,345'],
    ['en-US', null, '–'],
  ] as const)('%s counts %s as %s', (locale, value, expected) => {
    expect(formatCount(value, locale)).toBe(expected);
  });

  it.each([
    ['th-TH', 85.7, '85.7%'],
    ['en-US', 100, '100.0%'],
    ['en-US', 0, '0.0%'],
    ['en-US', null, '–'],
  ] as const)('%s writes the rate %s as %s', (locale, value, expected) => {
    expect(formatPercent(value, locale)).toBe(expected);
  });

  it('signs points, shows days with up to two decimals', () => {
    expect(formatPoints(4.25, 'en-US')).toBe('+4.3');
    expect(formatPoints(-3, 'en-US')).toBe('-3.0');
    expect(formatPoints(0, 'en-US')).toBe('0.0');
    expect(formatDays(6.815, 'en-US')).toBe('6.82');
    expect(formatDays(5, 'th-TH')).toBe('5');
    expect(formatDays(null, 'th-TH')).toBe('–');
  });

  it('keeps Gregorian years in Thai month and day names', () => {
    expect(formatMonthKey('2026-05', 'th-TH')).toBe('พ.ค. 2026');
    expect(formatMonthKey('2026-05', 'en-US')).toBe('May 2026');
    expect(formatDayKey('2026-05-03', 'th-TH')).toBe('3 พ.ค.');
    expect(formatDayKey('2026-05-03', 'en-US')).toBe('May 3');
    expect(formatMonthKey('total', 'en-US')).toBe('total');
  });
});

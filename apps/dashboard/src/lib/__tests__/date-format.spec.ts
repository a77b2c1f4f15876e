import { formatDate, formatDateTime, todayInBangkok } from '../date-format';

describe('dates in Bangkok time (SPEC.md §5)', () => {
  it.each<[string, string | null, string]>([
    ['an instant as YYYY-MM-DD HH:mm, 24-hour', '2026-03-15T10:30:00.000Z', '2026-03-15 17:30'],
    ['an instant late in the UTC day, already the next Bangkok day', '2026-03-15T20:05:00.000Z', '2026-03-16 03:05'],
    ['no date', null, ''],
    ['not a date', 'soon', ''],
  ])('formats %s', (_case, value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });

  it.each<[string, string, string]>([
    ['a plain day as it is', '2026-04-01', '2026-04-01'],
    ['an instant as its Bangkok day', '2026-03-31T18:00:00.000Z', '2026-04-01'],
  ])('formats %s', (_case, value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it('knows today in Bangkok', () => {
    expect(todayInBangkok(new Date('2026-12-31T17:30:00.000Z'))).toBe('2027-01-01');
  });
});

import { type DateStyle, dateStyleOf, formatDate, formatDateTime, parseDateText, setDateLocale, todayInBangkok } from '../date-format';

// One date style everywhere, the interface language's (issue 32): Thai day/month/Buddhist year, English ISO-like.
describe('dates in Bangkok time, in the interface language\'s style', () => {
  it.each<[string, string | null, DateStyle, string]>([
    ['an instant, Thai: day/month/Buddhist year, 24-hour', '2026-03-15T10:30:00.000Z', 'th', '15/03/2569 17:30'],
    ['an instant, English: ISO-like', '2026-03-15T10:30:00.000Z', 'en', '2026-03-15 17:30'],
    ['late in the UTC day, already the next Bangkok day (Thai)', '2026-12-31T20:05:00.000Z', 'th', '01/01/2570 03:05'],
    ['late in the UTC day, already the next Bangkok day (English)', '2026-12-31T20:05:00.000Z', 'en', '2027-01-01 03:05'],
    ['no date', null, 'th', ''],
    ['not a date', 'soon', 'en', ''],
  ])('formats a time: %s', (_case, value, style, expected) => {
    expect(formatDateTime(value, style)).toBe(expected);
  });

  it.each<[string, string, DateStyle, string]>([
    ['a plain day, Thai', '2026-04-01', 'th', '01/04/2569'],
    ['a plain day, English', '2026-04-01', 'en', '2026-04-01'],
    ['an instant as its Bangkok day, Thai', '2026-03-31T18:00:00.000Z', 'th', '01/04/2569'],
    ['an instant as its Bangkok day, English', '2026-03-31T18:00:00.000Z', 'en', '2026-04-01'],
  ])('formats a day: %s', (_case, value, style, expected) => {
    expect(formatDate(value, style)).toBe(expected);
  });

  it.each<[string, string, DateStyle, string | null]>([
    ['Thai, Buddhist year', '28/11/2569', 'th', '2026-11-28'],
    ['Thai, one-digit day and month, dots', '1.2.2570', 'th', '2027-02-01'],
    ['Thai, a plainly Gregorian year', '28/11/2026', 'th', '2026-11-28'],
    ['Thai, ISO as the api writes it', '2026-11-28', 'th', '2026-11-28'],
    ['English, ISO', '2026-11-28', 'en', '2026-11-28'],
    ['English does not read day/month/year (no guessing between 01/02 orders)', '28/11/2026', 'en', null],
    ['no such day', '31/02/2569', 'th', null],
    ['no such month', '2026-13-01', 'en', null],
    ['not a date', 'tomorrow', 'th', null],
    ['an empty box', '  ', 'en', ''],
  ])('reads a typed day: %s', (_case, text, style, expected) => {
    expect(parseDateText(text, style)).toBe(expected);
  });

  it('reads back every day it writes, in both styles', () => {
    for (const day of ['2026-01-01', '2026-02-28', '2028-02-29', '2026-12-31']) {
      for (const style of ['th', 'en'] as const) expect(parseDateText(formatDate(day, style), style)).toBe(day);
    }
  });

  it('follows the interface language', () => {
    expect(dateStyleOf('th-TH')).toBe('th');
    expect(dateStyleOf('en-US')).toBe('en');
    setDateLocale('en-US');
    expect(formatDate('2026-04-01')).toBe('2026-04-01');
    setDateLocale('th-TH');
    expect(formatDate('2026-04-01')).toBe('01/04/2569');
  });

  it('knows today in Bangkok, as a value (ISO)', () => {
    expect(todayInBangkok(new Date('2026-12-31T17:30:00.000Z'))).toBe('2027-01-01');
  });
});

import { bangkokDay, formatBangkokDate, formatBangkokTime } from '../population/bangkok-time';

describe('the stand-in writes Bangkok times as the service does', () => {
  it.each([
    [Date.parse('2026-11-20T12:00:00+07:00'), '2026-11-20T12:00:00+07:00'],
    [Date.parse('2026-11-20T16:59:59.999Z'), '2026-11-20T23:59:59+07:00'],
    [Date.parse('2026-11-20T17:00:00Z'), '2026-11-21T00:00:00+07:00'],
    [Date.parse('2024-02-28T17:00:00.500Z'), '2024-02-29T00:00:00+07:00'],
    [Date.parse('2025-12-31T16:59:59Z'), '2025-12-31T23:59:59+07:00'],
    [0, '1970-01-01T07:00:00+07:00'],
  ])('%i → %s', (ms, text) => {
    expect(formatBangkokTime(ms)).toBe(text);
  });

  it('gives the text Date.toISOString gives, shifted to +07:00, for 50,000 times over three years', () => {
    let seed = 42;
    const start = Date.parse('2024-01-01T00:00:00Z');
    for (let k = 0; k < 50_000; k++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const ms = start + (seed % (3 * 366)) * 86_400_000 + ((seed * 7) % 86_400_000) + (k % 1000);
      const expected = `${new Date(Math.floor(ms / 1000) * 1000 + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;
      if (formatBangkokTime(ms) !== expected) throw new Error(`${ms}: ${formatBangkokTime(ms)} against ${expected}`);
      const day = bangkokDay(ms);
      expect(formatBangkokDate(day)).toBe(expected.slice(0, 10));
    }
  });
});

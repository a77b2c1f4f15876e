import { isoInstantText } from '../thai-time';

describe('isoInstantText', () => {
  it.each([
    ['the epoch', 0],
    ['a survey time', Date.parse('2026-09-21T09:00:01+07:00')],
    ['milliseconds', Date.parse('2026-09-21T23:59:59.999Z')],
    ['a leap day', Date.parse('2024-02-29T12:34:56.007Z')],
    ['before 1970', Date.parse('1969-12-31T23:59:59.999Z')],
    ['year 0100', Date.parse('0100-01-01T00:00:00Z')],
    ['the first four-digit instant', Date.parse('0000-01-01T00:00:00Z')],
    ['the last four-digit instant', Date.parse('9999-12-31T23:59:59.999Z')],
    ['past four digits', Date.parse('+010000-01-01T14:58:59.999Z')],
    ['before year 0', Date.parse('0000-01-01T00:00:00Z') - 1],
  ])('%s: as toISOString writes it', (_name, ms) => {
    expect(isoInstantText(ms)).toBe(new Date(ms).toISOString());
  });

  it('writes 100,000 instants from 1960 to 2040 as toISOString does', () => {
    let seed = 4242;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const from = Date.parse('1960-01-01T00:00:00Z');
    const to = Date.parse('2040-01-01T00:00:00Z');
    for (let k = 0; k < 100_000; k++) {
      const ms = Math.floor(from + random() * (to - from));
      const expected = new Date(ms).toISOString();
      if (isoInstantText(ms) !== expected) throw new Error(`${ms}: expected ${expected}, got ${isoInstantText(ms)}`);
    }
  });

  it('refuses what toISOString refuses', () => {
    expect(() => isoInstantText(Number.NaN)).toThrow(RangeError);
  });

  it('writes a fraction of a millisecond as toISOString does (dropped)', () => {
    expect(isoInstantText(1.5)).toBe(new Date(1.5).toISOString());
  });
});

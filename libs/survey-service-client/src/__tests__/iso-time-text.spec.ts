import { isIsoDate, isIsoTimeWithOffset } from '../iso-time-text';

// The checks these replaced (a regular expression, Date.UTC and Date.parse): the new ones must
// answer the same for every text, including every small corruption of a good one.
const TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-](0\d|1[0-4]):[0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function realDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}
const referenceTime = (v: string) => {
  const m = TIME.exec(v);
  return !!m && realDate(Number(m[1]), Number(m[2]), Number(m[3])) && !Number.isNaN(Date.parse(v));
};
const referenceDate = (v: string) => {
  const m = DATE.exec(v);
  return !!m && realDate(Number(m[1]), Number(m[2]), Number(m[3]));
};

describe('isIsoTimeWithOffset', () => {
  it.each([
    ['2025-03-05T19:00:00+07:00', true],
    ['2025-03-05T19:00+07:00', true],
    ['2025-03-05T19:00:00Z', true],
    ['2025-03-05T19:00:00.1Z', true],
    ['2025-03-05T19:00:00.123456789-03:30', true],
    ['2024-02-29T00:00:00+14:59', true],
    ['9999-12-31T23:59:59+00:00', true],
    ['0100-01-01T00:00:00Z', true],
    ['0099-12-31T00:00:00Z', false],
    ['2025-03-05T19:00:00', false],
    ['2025-03-05 19:00:00+07:00', false],
    ['2025-03-05T19:00:00.+07:00', false],
    ['2025-03-05T19:00:00.1234567890Z', false],
    ['2025-02-29T10:00:00+07:00', false],
    ['2100-02-29T10:00:00+07:00', false],
    ['2000-02-29T10:00:00+07:00', true],
    ['2025-04-31T10:00:00+07:00', false],
    ['2025-13-01T10:00:00+07:00', false],
    ['2025-00-10T10:00:00+07:00', false],
    ['2025-01-00T10:00:00+07:00', false],
    ['2025-01-01T24:00:00+07:00', false],
    ['2025-01-01T23:60:00+07:00', false],
    ['2025-01-01T23:59:60+07:00', false],
    ['2025-01-01T23:59:59+15:00', false],
    ['2025-01-01T23:59:59+07:60', false],
    ['2025-01-01T23:59:59+0700', false],
    ['2025-01-01T23:59:59+07:00 ', false],
    ['2025-01-01T23:59:59z', false],
    ['+2025-01-01T23:59:59Z', false],
    ['', false],
    ['2025-01-01', false],
  ])('%s → %s', (text, expected) => {
    expect(isIsoTimeWithOffset(text)).toBe(expected);
    expect(referenceTime(text)).toBe(expected);
  });

  it('answers as the regular expression, Date.UTC and Date.parse did for 20,000 corruptions of good times', () => {
    const good = ['2025-03-05T19:00:00+07:00', '2024-02-29T23:59:59.123Z', '2025-12-31T00:00-14:00', '2000-02-29T12:34:56.123456789+05:45'];
    const alphabet = '0123456789-:T.Z+ x';
    let seed = 12345;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    let accepted = 0;
    for (let k = 0; k < 20_000; k++) {
      let text = good[random(good.length)];
      for (let edits = 1 + random(2); edits > 0; edits--) {
        const at = random(text.length + 1);
        const char = alphabet[random(alphabet.length)];
        const how = random(3);
        text = how === 0 ? text.slice(0, at) + char + text.slice(at + 1) : how === 1 ? text.slice(0, at) + text.slice(at + 1) : text.slice(0, at) + char + text.slice(at);
      }
      const expected = referenceTime(text);
      if (isIsoTimeWithOffset(text) !== expected) throw new Error(`${JSON.stringify(text)}: expected ${expected}`);
      if (expected) accepted++;
    }
    // Both kinds were exercised.
    expect(accepted).toBeGreaterThan(1_000);
    expect(accepted).toBeLessThan(19_000);
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2025-03-05', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-04-31', false],
    ['0099-01-01', false],
    ['2025-3-05', false],
    ['2025-03-05T00:00:00Z', false],
    ['2025/03/05', false],
    ['', false],
  ])('%s → %s', (text, expected) => {
    expect(isIsoDate(text)).toBe(expected);
    expect(referenceDate(text)).toBe(expected);
  });

  it('answers as the regular expression and Date.UTC did for 5,000 corruptions of good dates', () => {
    const alphabet = '0123456789-/ ';
    let seed = 777;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let k = 0; k < 5_000; k++) {
      let text = ['2025-03-05', '2024-02-29', '2025-12-31'][random(3)];
      const at = random(text.length);
      text = text.slice(0, at) + alphabet[random(alphabet.length)] + text.slice(at + 1);
      if (isIsoDate(text) !== referenceDate(text)) throw new Error(`${JSON.stringify(text)}: expected ${referenceDate(text)}`);
    }
  });
});

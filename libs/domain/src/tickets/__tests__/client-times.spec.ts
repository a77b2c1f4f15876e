import { FUTURE_TIME_REFUSAL, futureTimeProblems, isAfterNow } from '../client-times';

describe('isAfterNow: a client time may not lie after the server clock', () => {
  // 2026-11-28 09:30 in Bangkok.
  const now = new Date('2026-11-28T02:30:00.000Z');
  it.each([
    ['the same moment', '2026-11-28T02:30:00.000Z', false],
    ['a millisecond later', '2026-11-28T02:30:00.001Z', true],
    ['an hour earlier', '2026-11-28T01:30:00Z', false],
    ['three days later', '2026-12-01T02:30:00Z', true],
    ['later, written with an offset', '2026-11-28T10:00:00+07:00', true],
    ['earlier, written with an offset', '2026-11-28T09:00:00+07:00', false],
    ['today as a date alone (Bangkok)', '2026-11-28', false],
    ['yesterday as a date alone', '2026-11-27', false],
    ['tomorrow as a date alone', '2026-11-29', true],
    ['an unreadable value (the DTO refuses it)', 'not a date', false],
  ])('%s', (_name, value, expected) => {
    expect(isAfterNow(value, now)).toBe(expected);
  });

  it('a date alone follows the Bangkok day: 23:30 on the 28th UTC is already the 29th there', () => {
    const lateEvening = new Date('2026-11-28T17:30:00Z');
    expect(isAfterNow('2026-11-29', lateEvening)).toBe(false);
    expect(isAfterNow('2026-11-30', lateEvening)).toBe(true);
  });
});

describe('futureTimeProblems', () => {
  const now = new Date('2026-11-28T02:30:00Z');
  it.each([
    ['none sent', {}, []],
    ['all past or empty', { created_oa_date: '2026-11-01T00:00:00Z', delivered_date: '', other: null, missing: undefined }, []],
    ['one in the future', { created_oa_date: '2026-12-01T00:00:00Z', delivered_date: '2026-01-01' }, ['created_oa_date']],
    ['both in the future, each named', { created_oa_date: '2026-12-01T00:00:00Z', delivered_date: '2027-01-01' }, ['created_oa_date', 'delivered_date']],
  ])('%s', (_name, times, fields) => {
    expect(futureTimeProblems(times as Record<string, string | null | undefined>, now)).toEqual(fields.map((field) => ({ field, message: FUTURE_TIME_REFUSAL })));
  });
});

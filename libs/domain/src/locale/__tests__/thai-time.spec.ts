import { fiscalYearOf, fiscalYearStart, fromThaiWallClock, THAI_SQL, thaiDateTimeText, thaiDay, thaiMonth, toThaiWallClock } from '../thai-time';

describe('Thai time', () => {
  it.each([
    // instant (UTC)              Thai day       Thai month
    ['2026-03-06T16:59:59.999Z', '2026-03-06', '2026-03-01'],
    ['2026-03-06T17:00:00.000Z', '2026-03-07', '2026-03-01'],
    ['2026-03-31T17:00:00.000Z', '2026-04-01', '2026-04-01'],
    ['2025-12-31T16:59:59.000Z', '2025-12-31', '2025-12-01'],
    ['2025-12-31T17:00:00.000Z', '2026-01-01', '2026-01-01'],
    ['2024-02-28T17:00:00.000Z', '2024-02-29', '2024-02-01'],
  ])('%s is Thai day %s of month %s', (at, day, month) => {
    expect(thaiDay(at)).toBe(day);
    expect(thaiDay(new Date(at))).toBe(day);
    expect(thaiMonth(at)).toBe(month);
  });

  it('gives the day Date.toISOString gives at UTC+7, for 20,000 instants from 1960 to 2040', () => {
    let seed = 2026;
    for (let k = 0; k < 20_000; k++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const at = Date.UTC(1960, 0, 1) + Math.floor((seed / 2147483648) * 80 * 365.25 * 86_400_000);
      const expected = new Date(at + 7 * 3_600_000).toISOString().slice(0, 10);
      if (thaiDay(new Date(at)) !== expected || thaiDay(new Date(at).toISOString()) !== expected) throw new Error(`${new Date(at).toISOString()}: ${thaiDay(new Date(at))} against ${expected}`);
    }
  });

  it('writes the Thai date and time Date.toISOString writes at UTC+7, for 20,000 instants from 1960 to 2040 and at the edges', () => {
    const old = (at: number) => new Date(at + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    let seed = 34;
    const instants = [0, -1, Date.UTC(2026, 2, 6, 16, 59, 59, 999), Date.UTC(2026, 2, 6, 17), Date.parse('0000-01-01T00:00:00Z') - 7 * 3_600_000, Date.parse('9999-12-31T23:59:59Z') - 7 * 3_600_000, Date.parse('+010000-01-01T00:00:00Z'), -8.64e15 + 1, 8.64e15 - 7 * 3_600_000];
    for (let k = 0; k < 20_000; k++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      instants.push(Date.UTC(1960, 0, 1) + Math.floor((seed / 2147483648) * 80 * 365.25 * 86_400_000));
    }
    for (const at of instants) if (thaiDateTimeText(new Date(at)) !== old(at)) throw new Error(`${at}: ${thaiDateTimeText(new Date(at))} against ${old(at)}`);
    expect(thaiDateTimeText(new Date(Date.UTC(2026, 2, 6, 17, 5)))).toBe('2026-03-07 00:05');
    expect(() => thaiDateTimeText(new Date(NaN))).toThrow(RangeError);
  });

  it('refuses what is not a time', () => {
    expect(() => thaiDay('not a date')).toThrow(RangeError);
  });

  it.each([
    [2026, 3, 7, 0, 0, 0, '2026-03-06T17:00:00.000Z'],
    [2026, 1, 1, 8, 30, 15, '2026-01-01T01:30:15.000Z'],
    [2026, 4, 1, 6, 59, 59, '2026-03-31T23:59:59.000Z'],
  ])('wall clock %i-%i-%i %i:%i:%i in Bangkok is %s, and back', (y, mo, d, h, mi, s, iso) => {
    const at = fromThaiWallClock(y, mo, d, h, mi, s);
    expect(at.toISOString()).toBe(iso);
    const wall = toThaiWallClock(at);
    expect([wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate(), wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds()]).toEqual([y, mo, d, h, mi, s]);
  });

  it.each([
    [2026, 3, 2025, '2026-03-01', '2025-04-01'],
    [2026, 4, 2026, '2026-04-01', '2026-04-01'],
    [2026, 12, 2026, '2026-12-01', '2026-04-01'],
    [2027, 1, 2026, '2027-01-01', '2026-04-01'],
  ])('%i-%i is in fiscal year %i; %s is in the one starting %s', (year, month, fiscal, thaiMonthStart, start) => {
    expect(fiscalYearOf(year, month)).toBe(fiscal);
    expect(fiscalYearStart(thaiMonthStart)).toBe(start);
  });

  it('writes the SQL boundaries with the one time zone', () => {
    expect(THAI_SQL.dayStart('$1')).toBe(`($1::date::timestamp AT TIME ZONE 'Asia/Bangkok')`);
    expect(THAI_SQL.instantOfLocal('t.delivered_date')).toBe(`((t.delivered_date)::timestamp AT TIME ZONE 'Asia/Bangkok')`);
    expect(THAI_SQL.monthStartOf('$3')).toBe(`(date_trunc('month', $3::timestamptz AT TIME ZONE 'Asia/Bangkok') AT TIME ZONE 'Asia/Bangkok')`);
    expect(THAI_SQL.monthOf('t.closed_at')).toBe(`(date_trunc('month', t.closed_at::timestamptz AT TIME ZONE 'Asia/Bangkok'))::date`);
    expect(THAI_SQL.today).toBe(`(now() AT TIME ZONE 'Asia/Bangkok')::date`);
  });
});

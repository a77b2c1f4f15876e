import { bangkokInstant, cellText, cellWallClock, normalizeThaiTel } from '../hotsheet-cells';

describe('hotsheet cells', () => {
  it.each([
    ['ISO date', '2026-11-22', '2026-11-21T17:00:00.000Z'],
    ['ISO date and time', '2026-11-22 09:30', '2026-11-22T02:30:00.000Z'],
    ['ISO with seconds and T', '2026-11-22T09:30:15', '2026-11-22T02:30:15.000Z'],
    ['Thai order', '22/11/2026', '2026-11-21T17:00:00.000Z'],
    ['Thai order with time', '22/11/2026 14:05', '2026-11-22T07:05:00.000Z'],
    ['Buddhist-era year', '22/11/2569', '2026-11-21T17:00:00.000Z'],
    ['one-digit day and month', '1/3/2026', '2026-02-28T17:00:00.000Z'],
    ['Excel serial (22 Nov 2026)', 46348, '2026-11-21T17:00:00.000Z'],
    ['Excel serial with a time (09:30)', 46348 + 9.5 / 24, '2026-11-22T02:30:00.000Z'],
    ['a Date as read with styles (wall clock in UTC fields)', new Date('2026-11-22T09:30:00Z'), '2026-11-22T02:30:00.000Z'],
  ])('%s', (_name, value, instant) => {
    const clock = cellWallClock(value);
    expect(clock && bangkokInstant(clock).toISOString()).toBe(instant);
  });

  it.each([['text', 'yesterday'], ['31 February', '31/02/2026'], ['month 13', '2026-13-01'], ['hour 25', '2026-01-01 25:00'], ['zero serial', 0], ['boolean', true], ['empty', null]])(
    'reads no date from %s',
    (_name, value) => {
      expect(cellWallClock(value as never)).toBeNull();
    },
  );

  it.each([
    ['mobile', '0812345678', '0812345678'],
    ['with dashes and spaces', '081-234 5678', '0812345678'],
    ['+66', '+66 81 234 5678', '0812345678'],
    ['66 without plus (mobile)', '66812345678', '0812345678'],
    ['Bangkok landline', '02-123-4567', '021234567'],
    ['a number cell that lost its 0', 812345678, '0812345678'],
    ['too short', '0812', null],
    ['letters', 'call me', null],
    ['too long', '081234567890', null],
  ])('tel %s', (_name, value, expected) => {
    expect(normalizeThaiTel(value)).toBe(expected);
  });

  it('writes cells as trimmed text', () => {
    expect(cellText('  ก ข  ')).toBe('ก ข');
    expect(cellText(42)).toBe('42');
    expect(cellText(null)).toBe('');
  });
});

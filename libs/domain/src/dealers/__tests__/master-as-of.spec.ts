import { monthMasterInstant, versionAt, type MasterVersion } from '../master-as-of';

type V = MasterVersion & { name: string };

// A branch moved from company A to B on 20 Oct 2026 10:00 UTC, then to C on 3 Nov 2026 00:00 UTC.
const moved: V[] = [
  { name: 'C', validFrom: '2026-11-03T00:00:00.000Z', validTo: null },
  { name: 'A', validFrom: null, validTo: '2026-10-20T10:00:00.000Z' },
  { name: 'B', validFrom: '2026-10-20T10:00:00.000Z', validTo: '2026-11-03T00:00:00.000Z' },
];
// A row whose history began when it was created by a command (no version from before).
const created: V[] = [{ name: 'first', validFrom: new Date('2026-05-01T00:00:00.000Z'), validTo: null }];

describe('versionAt: the master as it was at a moment', () => {
  it.each([
    // versions, at, expected
    [moved, '2020-01-01T00:00:00.000Z', 'A'], // long before any change: the version held since ever
    [moved, '2026-10-20T09:59:59.999Z', 'A'], // the last instant before the move
    [moved, '2026-10-20T10:00:00.000Z', 'B'], // valid_from is inclusive
    [moved, '2026-11-02T23:59:59.999Z', 'B'], // valid_to is exclusive
    [moved, '2026-11-03T00:00:00.000Z', 'C'],
    [moved, '2030-01-01T00:00:00.000Z', 'C'], // still in force
    [created, '2026-04-30T00:00:00.000Z', 'first'], // before the history began: its first version
    [created, '2026-05-01T00:00:00.000Z', 'first'],
  ] as const)('%#: at %s', (versions, at, expected) => {
    expect(versionAt(versions, at)?.name).toBe(expected);
  });

  it('answers nothing when the row has no version', () => {
    expect(versionAt([], '2026-10-01T00:00:00.000Z')).toBeUndefined();
  });

  it('takes a Date as a string', () => {
    expect(versionAt(moved, new Date('2026-10-25T00:00:00.000Z'))?.name).toBe('B');
  });

  it('refuses what is not a time', () => {
    expect(() => versionAt(moved, 'yesterday')).toThrow(/not a time/);
  });
});

describe('monthMasterInstant: the moment a month takes the master of', () => {
  it.each([
    // month, instant (UTC; the last millisecond of the month in Bangkok, UTC+7)
    ['2026-10-01', '2026-10-31T16:59:59.999Z'],
    ['2026-12-01', '2026-12-31T16:59:59.999Z'],
    ['2024-02-01', '2024-02-29T16:59:59.999Z'],
  ])('%s: %s', (month, expected) => {
    expect(monthMasterInstant(month).toISOString()).toBe(expected);
  });

  it('a move on 1 November (Bangkok) leaves October with the company before it', () => {
    // 1 Nov 2026 00:30 in Bangkok is 31 Oct 17:30 UTC.
    const versions: V[] = [
      { name: 'A', validFrom: null, validTo: '2026-10-31T17:30:00.000Z' },
      { name: 'B', validFrom: '2026-10-31T17:30:00.000Z', validTo: null },
    ];
    expect(versionAt(versions, monthMasterInstant('2026-10-01'))?.name).toBe('A');
    expect(versionAt(versions, monthMasterInstant('2026-11-01'))?.name).toBe('B');
  });

  it('refuses what is not a month', () => {
    expect(() => monthMasterInstant('2026-10-05')).toThrow(/not a month/);
  });
});

import { freshnessFromRow, freshnessOf, PENDING_READ_LIMIT } from '../projection-freshness';

const NOW = Date.parse('2026-11-28T09:00:00.000Z');

describe('freshnessFromRow (the freshness read inside a report\'s statement)', () => {
  it.each([
    ['caught up', { checkpoint: '42', pending: 0, oldest_pending_ms: null }, freshnessOf(0, null, '42', NOW)],
    ['no checkpoint yet, nothing logged', { checkpoint: null, pending: 0, oldest_pending_ms: null }, freshnessOf(0, null, null, NOW)],
    ['behind by three events', { checkpoint: '42', pending: 3, oldest_pending_ms: NOW - 90_000 }, freshnessOf(3, new Date(NOW - 90_000), '42', NOW)],
    ['one short of the read limit', { checkpoint: '7', pending: PENDING_READ_LIMIT - 1, oldest_pending_ms: NOW - 5000 }, freshnessOf(PENDING_READ_LIMIT - 1, new Date(NOW - 5000), '7', NOW)],
    ['no row', undefined, freshnessOf(0, null, null, NOW)],
  ] as const)('%s: as projectionFreshness answers', (_, row, expected) => {
    expect(freshnessFromRow(row, NOW)).toEqual(expected);
  });

  it('answers nothing when it read as many pending events as it reads (there may be more: the exact reads decide)', () => {
    expect(freshnessFromRow({ checkpoint: '7', pending: PENDING_READ_LIMIT, oldest_pending_ms: NOW - 5000 }, NOW)).toBeNull();
  });

  it('behind: the figures are as of the oldest pending event, with its lag', () => {
    expect(freshnessFromRow({ checkpoint: '42', pending: 3, oldest_pending_ms: NOW - 90_000 }, NOW)).toMatchObject({ caught_up: false, lag_seconds: 90, data_as_of: new Date(NOW - 90_000).toISOString(), pending_events: 3 });
  });
});

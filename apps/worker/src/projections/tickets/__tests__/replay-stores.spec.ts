import type { DataSource } from 'typeorm';
import { PROJECTION_IDLE_TIMEOUT_MS, projectionStores, REPLAY_IDLE_TIMEOUT_MS, replayStores } from '../projection-stores';

describe('replayStores: a replay into a shadow schema is not ended by the live idle guard', () => {
  const events = { name: 'events' } as unknown as DataSource;
  const reporting = { name: 'reporting' } as unknown as DataSource;

  it.each([
    ['the default live bound', PROJECTION_IDLE_TIMEOUT_MS, REPLAY_IDLE_TIMEOUT_MS],
    ['the smallest PROJECTION_IDLE_TIMEOUT_MS', 1_000, REPLAY_IDLE_TIMEOUT_MS],
    ['a live bound already longer than the replay bound', 900_000, 900_000],
  ])('%s (%d ms) becomes %d ms, same databases', (_case, live, expected) => {
    const stores = projectionStores(events, reporting, live);
    const replay = replayStores(stores);
    expect(replay.idleTimeoutMs).toBe(expected);
    expect(replay.events).toBe(events);
    expect(replay.reporting).toBe(reporting);
    expect(replay.sameDatabase).toBe(false);
    expect(stores.idleTimeoutMs).toBe(live);
  });
});

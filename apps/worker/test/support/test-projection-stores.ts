import type { DataSource } from 'typeorm';
import { projectionStores, REPLAY_IDLE_TIMEOUT_MS, type ProjectionStores } from '../../src/projections/tickets/projection-stores';

/**
 * ProjectionStores for a test that drives projection steps in its own process (arranging data,
 * catching up, comparing with a rebuild). The live guard (PROJECTION_IDLE_TIMEOUT_MS, 5 s) frees a
 * frozen worker's checkpoint row for another worker; a test process on a loaded two-core machine
 * was idle in a step's transaction longer than that (projection-time-slice at load 13, a fresh-clone
 * run beside another) and PostgreSQL ended it. A test that is about the guard passes its bound.
 */
export function testProjectionStores(events: DataSource, reporting: DataSource = events, idleTimeoutMs = REPLAY_IDLE_TIMEOUT_MS, sameDatabase = reporting === events): ProjectionStores {
  return projectionStores(events, reporting, idleTimeoutMs, sameDatabase);
}

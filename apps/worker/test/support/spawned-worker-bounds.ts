/**
 * Bounds for specs that spawn worker processes and wait for them to start, lead, sync or project.
 * Bounds for a failure, not pauses: each wait ends as soon as its condition holds. They are long
 * because on a loaded 2-core machine (integration beside e2e, load 15-20) a new worker process
 * took more than 30 s to start and project a few thousand events, and jest's 60 s ran out.
 * Waits that state a product guarantee (a lock taken over within its TTL, a wake-up well before
 * the next poll) keep their own bounds.
 */
export const SPAWNED_WORKER_MS = 120_000;

/** Jest timeout for a test that spawns workers and waits on them more than once. */
export const SPAWNED_WORKER_TEST_MS = 300_000;

import type { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { TestApi } from './test-api';
import { until } from './until';

/**
 * The bound on a spec's wait for a worker process it spawned to start and take in the ticket log.
 * A bound for a failure, not a pause: the wait ends as soon as the checkpoints reach the head. It
 * is long because a new worker process on a loaded 2-core machine (integration beside e2e, load
 * 16+) needed more than 20 s to start, migrate its checkpoints and project a few events.
 */
export const WORKER_CATCH_UP_MS = 120_000;

/** Jest timeout for a hook or test that starts a worker and then waits for it ({@link WORKER_CATCH_UP_MS} and its start). */
export const WORKER_HOOK_MS = 180_000;

/** True when every named projection's checkpoints (each partition's row) stand at the ticket log's head. */
export async function ticketProjectionsAtHead(log: DataSource, reporting: Client, projections: readonly string[]): Promise<boolean> {
  const head = (await log.query(`SELECT coalesce(max(position), 0)::text AS p FROM ticket_events`))[0].p as string;
  const { rows } = await reporting.query<{ projection: string; p: string }>(
    `SELECT projection, last_position::text AS p FROM reporting.projection_checkpoints WHERE projection = ANY($1)`,
    [projections],
  );
  return projections.every((name) => rows.some((row) => row.projection === name)) && rows.every((row) => row.p === head);
}

/** Waits until the named projections (by default the ticket and VOC ones) have taken in the whole ticket log. */
export function waitForTicketProjections(log: DataSource, reporting: Client, projections: readonly string[] = ['tickets', 'voc']): Promise<void> {
  return until(() => ticketProjectionsAtHead(log, reporting, projections), WORKER_CATCH_UP_MS, `projections ${projections.join(', ')} at the head of the ticket log`);
}

/** Waits until the api's /reports/freshness says the projections have caught up with the log (read as `token`'s user). */
export function waitForReportsCaughtUp(sut: TestApi, token: string): Promise<void> {
  return until(
    async () => (await sut.call<{ success: { result: { caught_up: boolean } } }>('GET', '/reports/freshness', { token })).body.success.result.caught_up,
    WORKER_CATCH_UP_MS,
    'the api says the projections caught up (a new worker process may be starting on a loaded machine)',
  );
}

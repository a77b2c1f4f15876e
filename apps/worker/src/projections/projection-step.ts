import type { EntityManager } from 'typeorm';
import { lockCheckpoint, moveCheckpoint, type Checkpoint, type LoggedEvent } from '@voc/events';
import { logReader, type ProjectionStores } from './tickets/projection-stores';

export interface ProjectionRunResult {
  applied: number;
  checkpoint: Checkpoint;
}

/**
 * One step of a projection: lock its checkpoint row (so parallel workers take turns), read the
 * next batch below the safe horizon, apply it set-based, and move the checkpoint — the projection
 * rows and the checkpoint in one transaction of the reporting store. A redelivered or reordered
 * job finds the checkpoint already past its events and applies nothing twice.
 */
export async function projectionStep<E extends LoggedEvent>(
  stores: ProjectionStores,
  schema: string,
  projection: string,
  read: (log: EntityManager, after: Checkpoint) => Promise<E[]>,
  apply: (manager: EntityManager, events: readonly E[], log: EntityManager) => Promise<void>,
): Promise<ProjectionRunResult> {
  return stores.reporting.transaction(async (manager) => {
    const cp = await lockCheckpoint(manager, schema, projection, stores.idleTimeoutMs);
    if (!cp) throw new Error(`projection ${schema}.${projection} has no checkpoint row (its migration has not run)`);
    const log = logReader(stores, manager);
    const events = await read(log, cp);
    if (events.length === 0) return { applied: 0, checkpoint: cp };
    await apply(manager, events, log);
    const last = events[events.length - 1];
    await moveCheckpoint(manager, schema, projection, last);
    return { applied: events.length, checkpoint: { tx: last.tx_id, position: last.position } };
  });
}

/** Runs steps until one applies less than a full batch (the log below the horizon is exhausted). */
export async function projectUntilDone(step: () => Promise<ProjectionRunResult>, batchSize: number): Promise<number> {
  let total = 0;
  for (;;) {
    const { applied } = await step();
    total += applied;
    if (applied < batchSize) return total;
  }
}

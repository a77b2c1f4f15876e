import type { EntityManager } from 'typeorm';
import { shardsOfPartition, type ProjectionPartition } from '@voc/domain';
import { lockCheckpoint, lockCheckpointUnlessHeld, moveCheckpoint, readPartitionBatch, takeActivityViewFirst, type Checkpoint, type CheckpointLockAttempt, type LoggedEvent, type TicketEvent, type WhenCheckpointHeld } from '@voc/events';
import { logReader, type ProjectionStores } from './tickets/projection-stores';

export interface ProjectionRunResult {
  applied: number;
  checkpoint: Checkpoint;
  /** Another transaction held the checkpoint row and the step was told to skip: nothing was read or applied. */
  held?: true;
}

/** The step's checkpoint row, locked (waiting for a holder, or not: `whenHeld`); undefined when there is no row. */
async function openCheckpoint(manager: EntityManager, stores: ProjectionStores, schema: string, projection: string, partition: number, whenHeld: WhenCheckpointHeld): Promise<CheckpointLockAttempt | undefined> {
  if (whenHeld === 'skip') return lockCheckpointUnlessHeld(manager, schema, projection, stores.idleTimeoutMs, partition);
  const checkpoint = await lockCheckpoint(manager, schema, projection, stores.idleTimeoutMs, partition);
  return checkpoint && { checkpoint, held: false };
}

/**
 * A step's read of the log, in a transaction whose view of pg_stat_activity is taken before the
 * read (takeActivityViewFirst): the step's own transaction when the log is in the reporting
 * database, otherwise a short one of the main database.
 */
function readBelowHorizon<T>(stores: ProjectionStores, reporting: EntityManager, read: (log: EntityManager) => Promise<T>): Promise<T> {
  if (stores.sameDatabase) return takeActivityViewFirst(reporting).then(() => read(reporting));
  return stores.events.transaction(async (log) => {
    await takeActivityViewFirst(log);
    return read(log);
  });
}

/**
 * One step of a projection: lock its checkpoint row (so parallel workers take turns), read the
 * next batch below the safe horizon, apply it set-based, and move the checkpoint — the projection
 * rows and the checkpoint in one transaction of the reporting store. A redelivered or reordered
 * job finds the checkpoint already past its events and applies nothing twice. `whenHeld` 'skip'
 * answers `held` at once, applying nothing, when another transaction holds the checkpoint row.
 */
export async function projectionStep<E extends LoggedEvent>(
  stores: ProjectionStores,
  schema: string,
  projection: string,
  read: (log: EntityManager, after: Checkpoint) => Promise<E[]>,
  apply: (manager: EntityManager, events: readonly E[], log: EntityManager) => Promise<void>,
  whenHeld: WhenCheckpointHeld = 'wait',
): Promise<ProjectionRunResult> {
  return stores.reporting.transaction(async (manager) => {
    const lock = await openCheckpoint(manager, stores, schema, projection, 0, whenHeld);
    if (!lock) throw new Error(`projection ${schema}.${projection} has no checkpoint row (its migration has not run)`);
    if (lock.held) return { applied: 0, checkpoint: lock.checkpoint, held: true };
    const cp = lock.checkpoint;
    const log = logReader(stores, manager);
    const events = await readBelowHorizon(stores, manager, (reader) => read(reader, cp));
    if (events.length === 0) return { applied: 0, checkpoint: cp };
    await apply(manager, events, log);
    const last = events[events.length - 1];
    await moveCheckpoint(manager, schema, projection, last);
    return { applied: events.length, checkpoint: { tx: last.tx_id, position: last.position } };
  });
}

/**
 * One step of one partition of a projection partitioned by dealer: lock the partition's checkpoint
 * row (workers on other partitions do not wait for it), read its shards' next batch below the safe
 * horizon, apply it and move the checkpoint, in one transaction of the reporting store. A full
 * batch moves the checkpoint to its last event; a shorter one to the log's head below the same
 * horizon (readPartitionBatch), so a partition with few or no events of its own keeps up with the
 * log and every partition's lag means the same. `apply` is given the range the checkpoint moves
 * over, which may run past the last own event (month-end crossings are found in the whole log).
 * `whenHeld` as for projectionStep.
 */
export async function partitionStep(
  stores: ProjectionStores,
  schema: string,
  projection: string,
  partition: ProjectionPartition,
  batchSize: number,
  apply: (manager: EntityManager, events: readonly TicketEvent[], log: EntityManager, range: { after: Checkpoint; end: Checkpoint }) => Promise<void>,
  whenHeld: WhenCheckpointHeld = 'wait',
): Promise<ProjectionRunResult> {
  const shards = shardsOfPartition(partition);
  return stores.reporting.transaction(async (manager) => {
    const lock = await openCheckpoint(manager, stores, schema, projection, partition.index, whenHeld);
    if (!lock) {
      throw new Error(
        `projection ${schema}.${projection} has no checkpoint row for partition ${partition.index} of ${partition.count}: start the workers with one PROJECTION_PARTITIONS, or run npm run projections:rebuild`,
      );
    }
    if (lock.held) return { applied: 0, checkpoint: lock.checkpoint, held: true };
    const cp = lock.checkpoint;
    const log = logReader(stores, manager);
    const { events, head } = await readBelowHorizon(stores, manager, (reader) => readPartitionBatch(reader, cp, batchSize, shards));
    const end = events.length === batchSize ? events[events.length - 1] : head;
    if (!end) return { applied: 0, checkpoint: cp };
    await apply(manager, events, log, { after: cp, end: { tx: end.tx_id, position: end.position } });
    await moveCheckpoint(manager, schema, projection, end, partition.index);
    return { applied: events.length, checkpoint: { tx: end.tx_id, position: end.position } };
  });
}

/** Runs steps until one applies less than a full batch (the log below the horizon is exhausted). Steps that wait for a held checkpoint (the default). */
export async function projectUntilDone(step: () => Promise<ProjectionRunResult>, batchSize: number): Promise<number> {
  let total = 0;
  for (;;) {
    const { applied } = await step();
    total += applied;
    if (applied < batchSize) return total;
  }
}

import { lockAllCheckpoints } from '@voc/events';
import type { ProjectionStores } from '../tickets/projection-stores';
import type { PartitionedFeedName } from '@voc/projections';
import { spreadProjection } from './spread-partitions';

/** What a worker's start found: the partitions as configured, or carried over from another count. */
export type PartitionAlignment = 'aligned' | 'spread';

/** The partition count of a worker differs from the checkpoints' and they stand at different positions: only a rebuild can reconcile them. */
export class PartitionCountMismatch extends Error {
  constructor(projection: string, found: number, wanted: number) {
    super(
      `projection ${projection} has ${found} partition checkpoint(s) at different positions, this worker runs PROJECTION_PARTITIONS=${wanted}: ` +
        `stop the workers, run npm run projections:rebuild with PROJECTION_PARTITIONS=${wanted}, then start them (or start them with the count they ran with)`,
    );
    this.name = 'PartitionCountMismatch';
  }
}

/**
 * At a worker's start: the projection's checkpoints must be its partitions 0 to count - 1. When
 * they are some other set (the single row of an unpartitioned projection, or another count) that
 * all stand at one position, they are carried over to `count` partitions (spreadPartitions); at
 * different positions the worker refuses to start (PartitionCountMismatch). The VOC projection's
 * roll-ups without the dealer are split into the new partitions with them (spreadProjection).
 * Holds every partition's
 * checkpoint lock meanwhile, so no batch moves one.
 */
export async function alignPartitions(stores: ProjectionStores, projection: PartitionedFeedName, count: number): Promise<PartitionAlignment> {
  // Aligned already (every start but the first with a new count): nothing to lock. Taking every
  // partition's lock here made each starting worker wait for the batches other workers were
  // running (bench:projections saw seconds of row-lock waits at the workers' start).
  const current = await stores.reporting.query<Array<{ partition: number }>>(`SELECT partition FROM reporting.projection_checkpoints WHERE projection = $1 ORDER BY partition`, [projection]);
  if (current.length === count && current.every((row, i) => Number(row.partition) === i)) return 'aligned';
  return stores.reporting.transaction(async (manager) => {
    const rows = await lockAllCheckpoints(manager, 'reporting', projection, stores.idleTimeoutMs);
    if (rows.length === 0) throw new Error(`projection reporting.${projection} has no checkpoint row (its migration has not run)`);
    if (rows.length === count && rows.every((row, i) => Number(row.partition) === i)) return 'aligned';
    if (rows.some((row) => row.tx !== rows[0].tx || row.position !== rows[0].position)) throw new PartitionCountMismatch(projection, rows.length, count);
    await spreadProjection(manager, 'reporting', projection, count);
    return 'spread';
  });
}

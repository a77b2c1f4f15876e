/**
 * Partitioned projections (issue 15): the ticket log is cut into DEALER_SHARDS shards by a hash of
 * the event's dealer branch (ticket_events.dealer_shard, a stored generated column), and a
 * projection run with PROJECTION_PARTITIONS = N gives partition p the shards s with s % N = p. Every
 * row the tickets projection writes is keyed by ticket or by dealer, so the partitions write
 * disjoint rows and N workers apply them at once.
 */
export const DEALER_SHARDS = 16;

/** The partition counts a deployment may run (each divides the shards evenly). */
export const PROJECTION_PARTITION_COUNTS = [1, 2, 4, 8, 16] as const;
export type ProjectionPartitionCount = (typeof PROJECTION_PARTITION_COUNTS)[number];

/** One partition of a projection: its index and how many partitions there are. */
export interface ProjectionPartition {
  index: number;
  count: number;
}

/** The whole log as one stream (a projection that is not partitioned, or PROJECTION_PARTITIONS=1). */
export const WHOLE_LOG: ProjectionPartition = { index: 0, count: 1 };

export function isProjectionPartitionCount(count: number): count is ProjectionPartitionCount {
  return (PROJECTION_PARTITION_COUNTS as readonly number[]).includes(count);
}

function checkPartition(partition: ProjectionPartition): void {
  if (!isProjectionPartitionCount(partition.count)) {
    throw new RangeError(`partition count must be one of ${PROJECTION_PARTITION_COUNTS.join(', ')}, not ${partition.count}`);
  }
  if (!Number.isInteger(partition.index) || partition.index < 0 || partition.index >= partition.count) {
    throw new RangeError(`partition ${partition.index} is not one of 0 to ${partition.count - 1}`);
  }
}

/** The dealer shards partition `index` of `count` applies, ascending. */
export function shardsOfPartition(partition: ProjectionPartition): number[] {
  checkPartition(partition);
  const shards: number[] = [];
  for (let shard = partition.index; shard < DEALER_SHARDS; shard += partition.count) shards.push(shard);
  return shards;
}

/** The partition (of `count`) that applies the events of dealer shard `shard`. */
export function partitionOfShard(shard: number, count: number): number {
  if (!Number.isInteger(shard) || shard < 0 || shard >= DEALER_SHARDS) throw new RangeError(`dealer shard ${shard} is not one of 0 to ${DEALER_SHARDS - 1}`);
  checkPartition({ index: 0, count });
  return shard % count;
}

/** Every partition of a projection run with `count` partitions. */
export function partitionsOf(count: number): ProjectionPartition[] {
  checkPartition({ index: 0, count });
  return Array.from({ length: count }, (_, index) => ({ index, count }));
}

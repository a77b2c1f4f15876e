import { FROZEN_MONTHS, PROJECTION_CHECKPOINTS } from '@voc/reporting-schema';
import { type SqlRunner } from '@voc/sql';
import { PARTITIONED_FEEDS, type PartitionedFeedName } from '@voc/projections';
import { splitAreaRollups } from '../voc/voc-coarse-rollups';

/**
 * Gives a projection exactly `count` partitions, every one at the checkpoint its rows stand at now
 * (they must all stand at one position: every event up to it is applied, whatever its partition,
 * and every partition has frozen the same months there, so each new partition records them too).
 * Rows of partitions beyond `count` go. The caller holds the checkpoint rows' locks.
 */
export async function spreadPartitions(manager: SqlRunner, schema: string, projection: string, count: number): Promise<void> {
  const [first] = await manager.query<Array<{ partition: number }>>(`SELECT min(partition) AS partition FROM ${schema}.${PROJECTION_CHECKPOINTS.name} WHERE projection = $1`, [projection]);
  if (first?.partition === null || first?.partition === undefined) throw new Error(`projection ${schema}.${projection} has no checkpoint row (its migration has not run)`);
  const from = first.partition;
  await manager.query(
    `INSERT INTO ${schema}.${PROJECTION_CHECKPOINTS.name} (projection, partition, last_tx, last_position, last_event_at, applied_at)
     SELECT c.projection, p, c.last_tx, c.last_position, c.last_event_at, c.applied_at FROM ${schema}.${PROJECTION_CHECKPOINTS.name} c, generate_series(0, $3 - 1) AS p
     WHERE c.projection = $1 AND c.partition = $2
     ON CONFLICT (projection, partition) DO NOTHING`,
    [projection, from, count],
  );
  await manager.query(
    `INSERT INTO ${schema}.${FROZEN_MONTHS.name} (projection, month, frozen_on, position, partition)
     SELECT f.projection, f.month, f.frozen_on, f.position, p FROM ${schema}.${FROZEN_MONTHS.name} f, generate_series(0, $3 - 1) AS p
     WHERE f.projection = $1 AND f.partition = $2
     ON CONFLICT (projection, month, partition) DO NOTHING`,
    [projection, from, count],
  );
  await manager.query(`DELETE FROM ${schema}.${PROJECTION_CHECKPOINTS.name} WHERE projection = $1 AND partition >= $2`, [projection, count]);
  await manager.query(`DELETE FROM ${schema}.${FROZEN_MONTHS.name} WHERE projection = $1 AND partition >= $2`, [projection, count]);
}

/**
 * spreadPartitions for a partitioned projection, with whatever else it keeps per partition: the
 * VOC projection's roll-ups without the dealer are summed again into the new partitions (each
 * partition upserts its deltas into its own rows). Nothing happens when the checkpoints are the
 * partitions 0 to count - 1 already (a one-stream replay handed to one partition, say).
 */
export async function spreadProjection(manager: SqlRunner, schema: string, projection: PartitionedFeedName, count: number): Promise<void> {
  const rows = await manager.query<Array<{ partition: number }>>(`SELECT partition FROM ${schema}.${PROJECTION_CHECKPOINTS.name} WHERE projection = $1 ORDER BY partition`, [projection]);
  if (rows.length === count && rows.every((row, i) => Number(row.partition) === i)) return;
  await spreadPartitions(manager, schema, projection, count);
  if (projection === 'voc') await splitAreaRollups(manager, schema, count);
}

/** Every partitioned projection spread to `count` partitions (the end of a replay, which ran as one stream). */
export async function spreadEveryProjection(manager: SqlRunner, schema: string, count: number): Promise<void> {
  for (const projection of PARTITIONED_FEEDS) await spreadProjection(manager, schema, projection, count);
}

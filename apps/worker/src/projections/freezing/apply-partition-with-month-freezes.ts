import { monthCloseAt, type ProjectionPartition } from '@voc/domain';
import type { Checkpoint, TicketEvent } from '@voc/events';
import { FROZEN_MONTHS } from '@voc/reporting-schema';
import { type SqlRunner } from '@voc/sql';
import type { FreezeMonths, FreezingProjection } from './apply-with-month-freezes';
import { before, monthCrossings } from './month-crossings';

/** The latest month a partition of `projection` has frozen (YYYY-MM-DD), or null. */
async function partitionFrozenThrough(manager: SqlRunner, schema: string, projection: FreezingProjection, partition: number): Promise<string | null> {
  const [row] = await manager.query<Array<{ month: string | null }>>(
    `SELECT to_char(max(month), 'YYYY-MM-DD') AS month FROM ${schema}.${FROZEN_MONTHS.name} WHERE projection = $1 AND partition = $2`,
    [projection, partition],
  );
  return row?.month ?? null;
}

/**
 * applyWithMonthFreezes for one partition of a partitioned projection. The batch's own events
 * are the partition's; the range (after, end] is where its checkpoint moves, which may run past
 * its last own event (to the log's head). The crossings are found in the whole log
 * (monthCrossings), so every partition freezes the same months at the same event: before applying
 * its first own event past a crossing, or, with no own event past it, when its checkpoint moves
 * past it. It freezes its own tickets' figures (`freeze`) and records (projection, partition,
 * month). The reports read a month as frozen once every partition has recorded it.
 */
export async function applyPartitionWithMonthFreezes(
  manager: SqlRunner,
  log: SqlRunner,
  schema: string,
  projection: FreezingProjection,
  partition: ProjectionPartition,
  closeDay: number | null,
  events: readonly TicketEvent[],
  range: { after: Checkpoint; end: Checkpoint },
  apply: (events: readonly TicketEvent[]) => Promise<void>,
  freeze: FreezeMonths,
): Promise<void> {
  if (closeDay === null) return apply(events);
  const through = await partitionFrozenThrough(manager, schema, projection, partition.index);
  const crossings = await monthCrossings(log, closeDay, through, range.after, range.end);
  let start = 0;
  for (const crossing of crossings) {
    let stop = start;
    while (stop < events.length && before(events[stop], crossing)) stop++;
    await apply(events.slice(start, stop));
    start = stop;
    await freeze(crossing.months);
    await manager.query(
      `INSERT INTO ${schema}.${FROZEN_MONTHS.name} (projection, month, frozen_on, position, partition)
       SELECT $1, m::date, c::timestamptz, $4, $5 FROM unnest($2::text[], $3::text[]) AS f(m, c)`,
      [projection, crossing.months, crossing.months.map((m) => monthCloseAt(m, closeDay).toISOString()), crossing.position, partition.index],
    );
  }
  await apply(events.slice(start));
}

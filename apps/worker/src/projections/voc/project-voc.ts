import type { ProjectionFeedName } from '@voc/projections';
import { WHOLE_LOG, type ProjectionPartition } from '@voc/domain';
import { readEventBatch, type WhenCheckpointHeld } from '@voc/events';
import { partitionStep, projectionStep, projectUntilDone, type ProjectionRunResult } from '../projection-step';
import type { ReplayOptions } from '../tickets/project-tickets';
import type { ProjectionStores } from '../tickets/projection-stores';
import { applyWithMonthFreezes } from '../freezing/apply-with-month-freezes';
import { applyPartitionWithMonthFreezes } from '../freezing/apply-partition-with-month-freezes';
import { firstVocMonth, freezeVocMonths } from '../freezing/freeze-voc-months';
import { applyVocEvents } from './voc.projection';

export const VOC_PROJECTION = 'voc' satisfies ProjectionFeedName;

/**
 * One step of the VOC projection (projectionStep): the next batch of ticket_events after its own
 * checkpoint. `closeDay` (MONTH_CLOSE_DAY) freezes each month's VOC figures at its close; null never freezes.
 * `partition` (of PROJECTION_PARTITIONS) applies only its dealers' events under its own checkpoint
 * (partitionStep), months frozen at the same crossings of the whole log as the tickets projection;
 * the whole log, one stream, is partition 0 of 1.
 */
export function projectNextVocBatch(
  stores: ProjectionStores,
  schema = 'reporting',
  batchSize = 2000,
  closeDay: number | null = null,
  options: ReplayOptions = {},
  partition: ProjectionPartition = WHOLE_LOG,
  whenHeld: WhenCheckpointHeld = 'wait',
): Promise<ProjectionRunResult> {
  if (partition.count > 1) {
    return partitionStep(stores, schema, VOC_PROJECTION, partition, batchSize, (manager, events, log, range) =>
      applyPartitionWithMonthFreezes(
        manager,
        log,
        schema,
        VOC_PROJECTION,
        partition,
        closeDay,
        events,
        range,
        (segment) => applyVocEvents(manager, schema, segment, !options.deferRollups, partition),
        (months) => freezeVocMonths(manager, schema, months, partition),
      ),
      whenHeld,
    );
  }
  return projectionStep(
    stores,
    schema,
    VOC_PROJECTION,
    (log, after) => readEventBatch(log, after, batchSize),
    (manager, events) =>
      applyWithMonthFreezes(
        manager,
        schema,
        VOC_PROJECTION,
        closeDay,
        events,
        (segment) => applyVocEvents(manager, schema, segment, !options.deferRollups),
        (months) => freezeVocMonths(manager, schema, months),
        () => firstVocMonth(manager, schema),
      ),
    whenHeld,
  );
}

/** Applies VOC batches (of one partition, the whole log by default) until the ticket log (below the horizon) is exhausted. */
export function projectAllVoc(stores: ProjectionStores, schema = 'reporting', batchSize = 2000, closeDay: number | null = null, options: ReplayOptions = {}, partition: ProjectionPartition = WHOLE_LOG): Promise<number> {
  return projectUntilDone(() => projectNextVocBatch(stores, schema, batchSize, closeDay, options, partition), batchSize);
}

import type { ProjectionFeedName } from '@voc/projections';
import { WHOLE_LOG, type KpiClockKind, type ProjectionPartition } from '@voc/domain';
import { partitionStep, projectionStep, projectUntilDone, type ProjectionRunResult } from '../projection-step';
import { applyTicketEvents } from './apply-ticket-events';
import { clockTicketOf, kpiClocks } from './kpi-clocks';
import type { ProjectionStores } from './projection-stores';
import { readEventBatch, type WhenCheckpointHeld } from '@voc/events';
import { applyWithMonthFreezes } from '../freezing/apply-with-month-freezes';
import { applyPartitionWithMonthFreezes } from '../freezing/apply-partition-with-month-freezes';
import { firstKpiMonth, freezeKpiMonths } from '../freezing/freeze-kpi-months';

export const TICKETS_PROJECTION = 'tickets' satisfies ProjectionFeedName;

/** A replay into fresh tables may leave the monthly roll-ups to one recount at its end (rebuild-projections). */
export interface ReplayOptions {
  deferRollups?: boolean;
}

export type { ProjectionRunResult };

/**
 * One step of the ticket projections (projectionStep): the next batch of ticket_events, applied.
 * `closeDay` (MONTH_CLOSE_DAY) freezes each month's KPI figures at its close; null never freezes.
 * `partition` (of PROJECTION_PARTITIONS) applies only its dealers' events (partitionStep); the
 * whole log, one stream, is partition 0 of 1. `whenHeld` 'skip' answers `held` at once when
 * another transaction holds the checkpoint (projectionStep).
 */
export async function projectNextBatch(
  stores: ProjectionStores,
  schema = 'reporting',
  batchSize = 2000,
  clockKind: KpiClockKind = 'calendar',
  closeDay: number | null = null,
  options: ReplayOptions = {},
  partition: ProjectionPartition = WHOLE_LOG,
  whenHeld: WhenCheckpointHeld = 'wait',
): Promise<ProjectionRunResult> {
  if (partition.count > 1) {
    return partitionStep(stores, schema, TICKETS_PROJECTION, partition, batchSize, async (manager, events, log, range) => {
      const clockFor = await kpiClocks(log, clockKind, events.map(clockTicketOf));
      await applyPartitionWithMonthFreezes(
        manager,
        log,
        schema,
        TICKETS_PROJECTION,
        partition,
        closeDay,
        events,
        range,
        (segment) => applyTicketEvents(manager, schema, segment, clockFor, !options.deferRollups, closeDay),
        (months) => freezeKpiMonths(manager, schema, months, closeDay!, log, clockKind, partition, undefined, !options.deferRollups),
      );
    }, whenHeld);
  }
  return projectionStep(
    stores,
    schema,
    TICKETS_PROJECTION,
    (log, after) => readEventBatch(log, after, batchSize),
    async (manager, events, log) => {
      const clockFor = await kpiClocks(log, clockKind, events.map(clockTicketOf));
      await applyWithMonthFreezes(
        manager,
        schema,
        TICKETS_PROJECTION,
        closeDay,
        events,
        (segment) => applyTicketEvents(manager, schema, segment, clockFor, !options.deferRollups, closeDay),
        (months) => freezeKpiMonths(manager, schema, months, closeDay!, log, clockKind, WHOLE_LOG, undefined, !options.deferRollups),
        () => firstKpiMonth(manager, schema),
      );
    },
    whenHeld,
  );
}

/** Applies batches (of one partition, the whole log by default) until the log below the horizon is exhausted; answers how many events. */
export function projectAll(stores: ProjectionStores, schema = 'reporting', batchSize = 2000, clockKind: KpiClockKind = 'calendar', closeDay: number | null = null, options: ReplayOptions = {}, partition: ProjectionPartition = WHOLE_LOG): Promise<number> {
  return projectUntilDone(() => projectNextBatch(stores, schema, batchSize, clockKind, closeDay, options, partition), batchSize);
}

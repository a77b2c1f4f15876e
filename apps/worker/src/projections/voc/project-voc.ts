import { readEventBatch, type WhenCheckpointHeld } from '@voc/events';
import { projectionStep, projectUntilDone, type ProjectionRunResult } from '../projection-step';
import type { ReplayOptions } from '../tickets/project-tickets';
import type { ProjectionStores } from '../tickets/projection-stores';
import { applyWithMonthFreezes } from '../freezing/apply-with-month-freezes';
import { firstVocMonth, freezeVocMonths } from '../freezing/freeze-voc-months';
import { applyVocEvents } from './voc.projection';

export const VOC_PROJECTION = 'voc';

/**
 * One step of the VOC projection (projectionStep): the next batch of ticket_events after its own
 * checkpoint. `closeDay` (MONTH_CLOSE_DAY) freezes each month's VOC figures at its close; null never freezes.
 */
export function projectNextVocBatch(stores: ProjectionStores, schema = 'reporting', batchSize = 2000, closeDay: number | null = null, options: ReplayOptions = {}, whenHeld: WhenCheckpointHeld = 'wait'): Promise<ProjectionRunResult> {
  return projectionStep(
    stores,
    schema,
    VOC_PROJECTION,
    (log, after) => readEventBatch(log, after, batchSize),
    (manager, events) =>
      applyWithMonthFreezes(
        manager,
        schema,
        'voc',
        closeDay,
        events,
        (segment) => applyVocEvents(manager, schema, segment, !options.deferRollups),
        (months) => freezeVocMonths(manager, schema, months),
        () => firstVocMonth(manager, schema),
      ),
    whenHeld,
  );
}

/** Applies VOC batches until the ticket log (below the horizon) is exhausted. */
export function projectAllVoc(stores: ProjectionStores, schema = 'reporting', batchSize = 2000, closeDay: number | null = null, options: ReplayOptions = {}): Promise<number> {
  return projectUntilDone(() => projectNextVocBatch(stores, schema, batchSize, closeDay, options), batchSize);
}

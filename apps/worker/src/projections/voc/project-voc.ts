import { readEventBatch } from '@voc/events';
import { projectionStep, projectUntilDone, type ProjectionRunResult } from '../projection-step';
import type { ProjectionStores } from '../tickets/projection-stores';
import { applyVocEvents } from './voc.projection';

export const VOC_PROJECTION = 'voc';

/** One step of the VOC projection (projectionStep): the next batch of ticket_events after its own checkpoint. */
export function projectNextVocBatch(stores: ProjectionStores, schema = 'reporting', batchSize = 2000): Promise<ProjectionRunResult> {
  return projectionStep(
    stores,
    schema,
    VOC_PROJECTION,
    (log, after) => readEventBatch(log, after, batchSize),
    (manager, events) => applyVocEvents(manager, schema, events),
  );
}

/** Applies VOC batches until the ticket log (below the horizon) is exhausted. */
export function projectAllVoc(stores: ProjectionStores, schema = 'reporting', batchSize = 2000): Promise<number> {
  return projectUntilDone(() => projectNextVocBatch(stores, schema, batchSize), batchSize);
}

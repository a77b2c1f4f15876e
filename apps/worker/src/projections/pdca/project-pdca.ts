import type { ProjectionFeedName } from '@voc/projections';
import { readPdcaEventBatch, type WhenCheckpointHeld } from '@voc/events';
import { projectionStep, projectUntilDone, type ProjectionRunResult } from '../projection-step';
import type { ProjectionStores } from '../tickets/projection-stores';
import { applyPdcaEvents } from './pdca-status.projection';

export const PDCA_PROJECTION = 'pdca' satisfies ProjectionFeedName;

/** One step of the PDCA projection (projectionStep): the next batch of pdca_events, applied; `whenHeld` as for projectionStep. */
export function projectNextPdcaBatch(stores: ProjectionStores, schema = 'reporting', batchSize = 2000, whenHeld: WhenCheckpointHeld = 'wait'): Promise<ProjectionRunResult> {
  return projectionStep(
    stores,
    schema,
    PDCA_PROJECTION,
    (log, after) => readPdcaEventBatch(log, after, batchSize),
    (manager, events) => applyPdcaEvents(manager, schema, events),
    whenHeld,
  );
}

/** Applies PDCA batches until the PDCA log (below the horizon) is exhausted. */
export function projectAllPdca(stores: ProjectionStores, schema = 'reporting', batchSize = 2000): Promise<number> {
  return projectUntilDone(() => projectNextPdcaBatch(stores, schema, batchSize), batchSize);
}

import type { ProjectionFeedName } from '@voc/projections';
import { projectionStep, projectUntilDone, type ProjectionRunResult } from '../../projections/projection-step';
import type { ProjectionStores } from '../../projections/tickets/projection-stores';
import { applySurveyEvents } from './apply-survey-events';
import { readSurveyEventBatch, type WhenCheckpointHeld } from '@voc/events';

export const SURVEYS_PROJECTION = 'surveys' satisfies ProjectionFeedName;

/** One step of the survey projections (projectionStep): the next batch of survey_events, applied; `whenHeld` as for projectionStep (a relay job skips). */
export function projectNextSurveyBatch(stores: ProjectionStores, schema = 'reporting', batchSize = 5000, whenHeld: WhenCheckpointHeld = 'wait'): Promise<ProjectionRunResult> {
  return projectionStep(
    stores,
    schema,
    SURVEYS_PROJECTION,
    (log, after) => readSurveyEventBatch(log, after, batchSize),
    (manager, events) => applySurveyEvents(manager, schema, events),
    whenHeld,
  );
}

/** Applies survey batches until the survey log (below the horizon) is exhausted. */
export function projectAllSurveys(stores: ProjectionStores, schema = 'reporting', batchSize = 5000): Promise<number> {
  return projectUntilDone(() => projectNextSurveyBatch(stores, schema, batchSize), batchSize);
}

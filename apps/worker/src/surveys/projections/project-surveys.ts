import { projectionStep, projectUntilDone, type ProjectionRunResult } from '../../projections/projection-step';
import type { ProjectionStores } from '../../projections/tickets/projection-stores';
import { applySurveyEvents } from './apply-survey-events';
import { readSurveyEventBatch } from '@voc/events';
import { coalescedRun } from './coalesced-run';
import { projectNextVoiceSurveyBatch } from '../../projections/voice/project-voice';

export const SURVEYS_PROJECTION = 'surveys';

/** One step of the survey projections (projectionStep): the next batch of survey_events, applied. */
export function projectNextSurveyBatch(stores: ProjectionStores, schema = 'reporting', batchSize = 5000): Promise<ProjectionRunResult> {
  return projectionStep(
    stores,
    schema,
    SURVEYS_PROJECTION,
    (log, after) => readSurveyEventBatch(log, after, batchSize),
    (manager, events) => applySurveyEvents(manager, schema, events),
  );
}

/** Applies survey batches until the survey log (below the horizon) is exhausted. */
export function projectAllSurveys(stores: ProjectionStores, schema = 'reporting', batchSize = 5000): Promise<number> {
  return projectUntilDone(() => projectNextSurveyBatch(stores, schema, batchSize), batchSize);
}

/** A projector to call after each synced page (see coalescedRun): both types' pages land at once, and two runs side by side would only queue on the checkpoint lock. */
export function coalescedSurveyProjector(stores: ProjectionStores, closeDay: number | null = null): () => Promise<void> {
  return coalescedRun(async () => {
    await projectAllSurveys(stores);
    // The comments of the same pages, into the voice projection under its own checkpoint.
    await projectUntilDone(() => projectNextVoiceSurveyBatch(stores, 'reporting', 2000, closeDay), 2000);
  });
}

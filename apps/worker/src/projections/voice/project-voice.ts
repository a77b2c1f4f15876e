import { readEventBatch, readSurveyEventBatch, type WhenCheckpointHeld } from '@voc/events';
import { projectionStep, projectUntilDone, type ProjectionRunResult } from '../projection-step';
import type { ReplayOptions } from '../tickets/project-tickets';
import type { ProjectionStores } from '../tickets/projection-stores';
import { applyVoiceSurveyEvents, applyVoiceTicketEvents } from './voice.projection';

/** The voice projection's checkpoint over the ticket log (descriptions), and over the survey log (comments). */
export const VOICE_PROJECTION = 'voice';
export const VOICE_SURVEYS_PROJECTION = 'voice_surveys';

/** One step of the voice projection over the ticket log: one stream, under its own checkpoint (the relay queues it). */
export function projectNextVoiceBatch(stores: ProjectionStores, schema = 'reporting', batchSize = 2000, options: ReplayOptions = {}, whenHeld: WhenCheckpointHeld = 'wait'): Promise<ProjectionRunResult> {
  return projectionStep(
    stores,
    schema,
    VOICE_PROJECTION,
    (log, after) => readEventBatch(log, after, batchSize),
    (manager, events) => applyVoiceTicketEvents(manager, schema, events, !options.deferRollups),
    whenHeld,
  );
}

/** One step of the voice projection over the survey log (run after each synced page, as the survey projections are). */
export function projectNextVoiceSurveyBatch(stores: ProjectionStores, schema = 'reporting', batchSize = 2000, options: ReplayOptions = {}): Promise<ProjectionRunResult> {
  return projectionStep(
    stores,
    schema,
    VOICE_SURVEYS_PROJECTION,
    (log, after) => readSurveyEventBatch(log, after, batchSize),
    (manager, events) => applyVoiceSurveyEvents(manager, schema, events, !options.deferRollups),
  );
}

/** Both logs into the voice projection until each (below the horizon) is exhausted. */
export async function projectAllVoice(stores: ProjectionStores, schema = 'reporting', batchSize = 2000, options: ReplayOptions = {}): Promise<number> {
  const tickets = await projectUntilDone(() => projectNextVoiceBatch(stores, schema, batchSize, options), batchSize);
  const surveys = await projectUntilDone(() => projectNextVoiceSurveyBatch(stores, schema, batchSize, options), batchSize);
  return tickets + surveys;
}

import type { ProjectionFeedName } from '@voc/projections';
import type { SqlRunner } from '@voc/sql';
import { readEventBatch, readLogBatch, type Checkpoint, type SurveyEvent, type TicketEvent, type WhenCheckpointHeld } from '@voc/events';
import { responseMonth, vocMonth } from '@voc/domain';
import { projectionStep, projectUntilDone, type ProjectionRunResult } from '../projection-step';
import type { ReplayOptions } from '../tickets/project-tickets';
import type { ProjectionStores } from '../tickets/projection-stores';
import { applyVoiceWithMonthFreezes } from './voice-month-freezes';
import { applyVoiceSurveyEvents, applyVoiceTicketEvents } from './voice.projection';
import { written } from './voice-text.evolve';

/** The voice projection's checkpoint over the ticket log (descriptions), and over the survey log (comments). */
export const VOICE_PROJECTION = 'voice' satisfies ProjectionFeedName;
export const VOICE_SURVEYS_PROJECTION = 'voice_surveys' satisfies ProjectionFeedName;

/** A survey event with the moment the product recorded it (the service's own times are often days old). */
type RecordedSurveyEvent = SurveyEvent & { recorded_at: Date };

function readRecordedSurveyEvents(log: SqlRunner, after: Checkpoint, limit: number): Promise<RecordedSurveyEvent[]> {
  return readLogBatch<RecordedSurveyEvent>(log, 'survey_events', ['case_key', 'type', 'payload', 'recorded_at'], after, limit);
}

/**
 * The month a ticket event's description counts in (its month of receipt), when the event writes
 * one as evolveTicketText does: not a survey ticket's, and only a description with words.
 */
function ticketTextMonth(e: TicketEvent): string | null {
  if (e.payload.ticket.source === 'survey') return null;
  if (e.type === 'TicketCreated') return written(e.payload.complaint_description) ? vocMonth(e.payload.ticket.created_date) : null;
  if (e.type === 'TicketUpdated') return written(e.payload.changes['complaint_description']) ? vocMonth(e.payload.ticket.created_date) : null;
  return null;
}
/** The month a survey answer's comment counts in, when it has one. */
const surveyTextMonth = (e: SurveyEvent) => (e.type === 'SurveyAnswered' && written(e.payload.comment) ? responseMonth(e.payload.responded_day) : null);

/**
 * One step of the voice projection over the ticket log: one stream, under its own checkpoint (the
 * relay queues it). `closeDay` (MONTH_CLOSE_DAY) freezes each month's ticket-description figures at
 * its close, at the first ticket event after it; null never freezes.
 */
export function projectNextVoiceBatch(stores: ProjectionStores, schema = 'reporting', batchSize = 2000, closeDay: number | null = null, options: ReplayOptions = {}, whenHeld: WhenCheckpointHeld = 'wait'): Promise<ProjectionRunResult> {
  return projectionStep(
    stores,
    schema,
    VOICE_PROJECTION,
    (log, after) => readEventBatch(log, after, batchSize),
    (manager, events) =>
      applyVoiceWithMonthFreezes(manager, schema, VOICE_PROJECTION, closeDay, events, { timeOf: (e) => new Date(e.occurred_at), monthOf: ticketTextMonth }, (segment) => applyVoiceTicketEvents(manager, schema, segment, !options.deferRollups)),
    whenHeld,
  );
}

/**
 * One step of the voice projection over the survey log, under its own checkpoint (the relay queues
 * it, as the survey projections'). Months of survey comments freeze at the first survey event
 * recorded after their close.
 */
export function projectNextVoiceSurveyBatch(
  stores: ProjectionStores,
  schema = 'reporting',
  batchSize = 2000,
  closeDay: number | null = null,
  options: ReplayOptions = {},
  whenHeld: WhenCheckpointHeld = 'wait',
): Promise<ProjectionRunResult> {
  return projectionStep(
    stores,
    schema,
    VOICE_SURVEYS_PROJECTION,
    (log, after) => readRecordedSurveyEvents(log, after, batchSize),
    (manager, events) =>
      applyVoiceWithMonthFreezes(manager, schema, VOICE_SURVEYS_PROJECTION, closeDay, events, { timeOf: (e) => new Date(e.recorded_at), monthOf: surveyTextMonth }, (segment) => applyVoiceSurveyEvents(manager, schema, segment, !options.deferRollups)),
    whenHeld,
  );
}

/** Both logs into the voice projection until each (below the horizon) is exhausted. */
export async function projectAllVoice(stores: ProjectionStores, schema = 'reporting', batchSize = 2000, closeDay: number | null = null, options: ReplayOptions = {}): Promise<number> {
  const tickets = await projectUntilDone(() => projectNextVoiceBatch(stores, schema, batchSize, closeDay, options), batchSize);
  const surveys = await projectUntilDone(() => projectNextVoiceSurveyBatch(stores, schema, batchSize, closeDay, options), batchSize);
  return tickets + surveys;
}

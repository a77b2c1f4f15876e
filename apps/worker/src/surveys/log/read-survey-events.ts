import type { EntityManager } from 'typeorm';
import { readLogBatch } from '../../projections/projection-step';
import type { Checkpoint } from '../../projections/tickets/ticket-event';
import type { SurveyEvent } from './survey-events';

/** The next survey events after `after`, below the safe horizon, in (tx_id, position) order (readLogBatch, as the ticket log). */
export function readSurveyEventBatch(manager: EntityManager, after: Checkpoint, limit: number): Promise<SurveyEvent[]> {
  return readLogBatch<SurveyEvent>(manager, 'survey_events', ['case_key', 'type', 'payload'], after, limit);
}

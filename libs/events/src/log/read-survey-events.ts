import type { SqlRunner } from '@voc/domain';
import type { Checkpoint } from '../checkpoints/checkpoint';
import type { SurveyEvent } from './logged-events';
import { readLogBatch } from './read-log-batch';

/** The next survey events after `after`, below the safe horizon, in (tx_id, position) order (readLogBatch, as the ticket log). */
export function readSurveyEventBatch(manager: SqlRunner, after: Checkpoint, limit: number): Promise<SurveyEvent[]> {
  return readLogBatch<SurveyEvent>(manager, 'survey_events', ['case_key', 'type', 'payload'], after, limit);
}

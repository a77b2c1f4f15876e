import type { EntityManager } from 'typeorm';
import type { Checkpoint } from '../../projections/tickets/ticket-event';
import type { SurveyEvent } from './survey-events';

/**
 * The next survey events after `after`, below the safe horizon, in (tx_id, position) order: the
 * same reading rule as the ticket log (see read-event-batch.ts and event_log_horizon()).
 */
export async function readSurveyEventBatch(manager: EntityManager, after: Checkpoint, limit: number): Promise<SurveyEvent[]> {
  return manager.query(
    `SELECT e.position::text AS position, e.tx_id::text AS tx_id, e.case_key, e.type, e.payload, e.occurred_at
     FROM survey_events e
     WHERE (e.tx_id, e.position) > ($1::xid8, $2::bigint)
       AND e.tx_id < (SELECT event_log_horizon())
     ORDER BY e.tx_id, e.position
     LIMIT $3`,
    [after.tx, after.position, limit],
  );
}

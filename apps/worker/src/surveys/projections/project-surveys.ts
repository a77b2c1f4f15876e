import { lockCheckpoint, logReader, type ProjectionStores } from '../../projections/tickets/projection-stores';
import type { Checkpoint } from '../../projections/tickets/ticket-event';
import { readSurveyEventBatch } from '../log/read-survey-events';
import { applySurveyEvents } from './apply-survey-events';

export const SURVEYS_PROJECTION = 'surveys';

/**
 * One step of the survey projections, exactly as the ticket projections step (project-tickets.ts):
 * lock the surveys checkpoint, read the next batch of survey_events below the safe horizon, apply
 * it set-based and move the checkpoint, in one transaction of the reporting store.
 */
export async function projectNextSurveyBatch(stores: ProjectionStores, schema = 'reporting', batchSize = 5000): Promise<{ applied: number; checkpoint: Checkpoint }> {
  return stores.reporting.transaction(async (manager) => {
    const [cp] = await lockCheckpoint<{ tx: string; position: string }>(stores, manager, schema, SURVEYS_PROJECTION);
    const events = await readSurveyEventBatch(logReader(stores, manager), cp, batchSize);
    if (events.length === 0) return { applied: 0, checkpoint: cp };
    await applySurveyEvents(manager, schema, events);
    const last = events[events.length - 1];
    await manager.query(
      `UPDATE ${schema}.projection_checkpoints SET last_tx = $2::xid8, last_position = $3, last_event_at = $4, applied_at = now() WHERE projection = $1`,
      [SURVEYS_PROJECTION, last.tx_id, last.position, last.occurred_at],
    );
    return { applied: events.length, checkpoint: { tx: last.tx_id, position: last.position } };
  });
}

/** Applies survey batches until the survey log (below the horizon) is exhausted. */
export async function projectAllSurveys(stores: ProjectionStores, schema = 'reporting', batchSize = 5000): Promise<number> {
  let total = 0;
  for (;;) {
    const { applied } = await projectNextSurveyBatch(stores, schema, batchSize);
    total += applied;
    if (applied < batchSize) return total;
  }
}

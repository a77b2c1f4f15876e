import type { KpiClockKind } from '@voc/domain';
import { applyTicketEvents } from './apply-ticket-events';
import { kpiClocks } from './kpi-clocks';
import { lockCheckpoint, logReader, type ProjectionStores } from './projection-stores';
import { readEventBatch } from './read-event-batch';
import type { Checkpoint } from './ticket-event';

export const TICKETS_PROJECTION = 'tickets';

export interface ProjectionRunResult {
  applied: number;
  checkpoint: Checkpoint;
}

/**
 * One step of the ticket projections: lock the checkpoint row (so parallel workers take turns),
 * read the next batch below the safe horizon, apply it set-based, and move the checkpoint — the
 * projection rows and the checkpoint in one transaction of the reporting store. A redelivered or
 * reordered job finds the checkpoint already past its events and applies nothing twice.
 */
export async function projectNextBatch(stores: ProjectionStores, schema = 'reporting', batchSize = 2000, clockKind: KpiClockKind = 'calendar'): Promise<ProjectionRunResult> {
  return stores.reporting.transaction(async (manager) => {
    const [cp] = await lockCheckpoint<{ tx: string; position: string }>(stores, manager, schema, TICKETS_PROJECTION);
    const log = logReader(stores, manager);
    const events = await readEventBatch(log, cp, batchSize);
    if (events.length === 0) return { applied: 0, checkpoint: cp };
    const clockFor = await kpiClocks(log, clockKind, events.map((e) => (e.payload as { ticket: { dealer_ref: string } }).ticket.dealer_ref));
    await applyTicketEvents(manager, schema, events, clockFor);
    const last = events[events.length - 1];
    await manager.query(
      `UPDATE ${schema}.projection_checkpoints SET last_tx = $2::xid8, last_position = $3, last_event_at = $4, applied_at = now() WHERE projection = $1`,
      [TICKETS_PROJECTION, last.tx_id, last.position, last.occurred_at],
    );
    return { applied: events.length, checkpoint: { tx: last.tx_id, position: last.position } };
  });
}

/** Applies batches until the log (below the horizon) is exhausted; answers how many events. */
export async function projectAll(stores: ProjectionStores, schema = 'reporting', batchSize = 2000, clockKind: KpiClockKind = 'calendar'): Promise<number> {
  let total = 0;
  for (;;) {
    const { applied } = await projectNextBatch(stores, schema, batchSize, clockKind);
    total += applied;
    if (applied < batchSize) return total;
  }
}

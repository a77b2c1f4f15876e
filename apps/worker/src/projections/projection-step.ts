import type { EntityManager } from 'typeorm';
import { lockCheckpoint, logReader, type ProjectionStores } from './tickets/projection-stores';
import type { Checkpoint } from './tickets/ticket-event';

/** What every projected event carries: where it stands in its log, and when it happened. */
export interface LoggedEvent {
  tx_id: string;
  position: string;
  occurred_at: Date;
}

export interface ProjectionRunResult {
  applied: number;
  checkpoint: Checkpoint;
}

/** The event log tables, each read by its projections in (tx_id, position) order below the horizon. */
export type EventLogTable = 'ticket_events' | 'survey_events';

/**
 * The next events of a log after `after`, in commit-safe order. Only events of transactions older
 * than the oldest still-open one of this database are read (tx_id < event_log_horizon(), see its
 * migration for why nothing is skipped), so an event whose transaction commits late is never
 * passed over: it is read once it is below the horizon, and it sorts after the checkpoint because
 * the order is (tx_id, position). Transactions of other databases on the server hold nothing back.
 * `columns` are the log's own columns besides position, tx_id and occurred_at.
 */
export function readLogBatch<E extends LoggedEvent>(manager: EntityManager, table: EventLogTable, columns: readonly string[], after: Checkpoint, limit: number): Promise<E[]> {
  return manager.query(
    // Order by the table's columns (e.), not the text aliases of the same names.
    `SELECT e.position::text AS position, e.tx_id::text AS tx_id, ${columns.map((c) => `e.${c}`).join(', ')}, e.occurred_at
     FROM ${table} e
     WHERE (e.tx_id, e.position) > ($1::xid8, $2::bigint)
       AND e.tx_id < (SELECT event_log_horizon())
     ORDER BY e.tx_id, e.position
     LIMIT $3`,
    [after.tx, after.position, limit],
  );
}

/**
 * One step of a projection: lock its checkpoint row (so parallel workers take turns), read the
 * next batch below the safe horizon, apply it set-based, and move the checkpoint — the projection
 * rows and the checkpoint in one transaction of the reporting store. A redelivered or reordered
 * job finds the checkpoint already past its events and applies nothing twice.
 */
export async function projectionStep<E extends LoggedEvent>(
  stores: ProjectionStores,
  schema: string,
  projection: string,
  read: (log: EntityManager, after: Checkpoint) => Promise<E[]>,
  apply: (manager: EntityManager, events: readonly E[], log: EntityManager) => Promise<void>,
): Promise<ProjectionRunResult> {
  return stores.reporting.transaction(async (manager) => {
    const [cp] = await lockCheckpoint<{ tx: string; position: string }>(stores, manager, schema, projection);
    const log = logReader(stores, manager);
    const events = await read(log, cp);
    if (events.length === 0) return { applied: 0, checkpoint: cp };
    await apply(manager, events, log);
    const last = events[events.length - 1];
    await manager.query(
      `UPDATE ${schema}.projection_checkpoints SET last_tx = $2::xid8, last_position = $3, last_event_at = $4, applied_at = now() WHERE projection = $1`,
      [projection, last.tx_id, last.position, last.occurred_at],
    );
    return { applied: events.length, checkpoint: { tx: last.tx_id, position: last.position } };
  });
}

/** Runs steps until one applies less than a full batch (the log below the horizon is exhausted). */
export async function projectUntilDone(step: () => Promise<ProjectionRunResult>, batchSize: number): Promise<number> {
  let total = 0;
  for (;;) {
    const { applied } = await step();
    total += applied;
    if (applied < batchSize) return total;
  }
}

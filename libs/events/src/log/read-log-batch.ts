import type { SqlRunner } from '@voc/domain';
import type { Checkpoint } from '../checkpoints/checkpoint';
import type { LoggedEvent } from './logged-events';

/** The event log tables, each read by its projections in (tx_id, position) order below the horizon. */
export type EventLogTable = 'ticket_events' | 'survey_events' | 'pdca_events';

/**
 * The next events of a log after `after`, in commit-safe order. Only events of transactions older
 * than the oldest still-open one of this database are read (tx_id < event_log_horizon(), see its
 * migration for why nothing is skipped), so an event whose transaction commits late is never
 * passed over: it is read once it is below the horizon, and it sorts after the checkpoint because
 * the order is (tx_id, position). Transactions of other databases on the server hold nothing back
 * when the reading transaction took its view of pg_stat_activity first (takeActivityViewFirst).
 * `columns` are the log's own columns besides position, tx_id and occurred_at.
 */
export function readLogBatch<E extends LoggedEvent>(manager: SqlRunner, table: EventLogTable, columns: readonly string[], after: Checkpoint, limit: number): Promise<E[]> {
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

import type { EntityManager } from 'typeorm';
import type { Checkpoint, TicketEvent } from './ticket-event';

/**
 * The next events after `after`, in commit-safe order. Only events of transactions older than
 * the oldest still-open one of this database are read (tx_id < event_log_horizon(), see its
 * migration for why nothing is skipped), so an event whose transaction commits late is never
 * passed over: it is read once it is below the horizon, and it sorts after the checkpoint because
 * the order is (tx_id, position). Transactions of other databases on the server hold nothing back.
 */
export async function readEventBatch(manager: EntityManager, after: Checkpoint, limit: number): Promise<TicketEvent[]> {
  return manager.query(
    // Order by the table's columns (e.), not the text aliases of the same names.
    `SELECT e.position::text AS position, e.tx_id::text AS tx_id, e.ticket_id, e.type, e.payload, e.occurred_at
     FROM ticket_events e
     WHERE (e.tx_id, e.position) > ($1::xid8, $2::bigint)
       AND e.tx_id < (SELECT event_log_horizon())
     ORDER BY e.tx_id, e.position
     LIMIT $3`,
    [after.tx, after.position, limit],
  );
}

/**
 * Where the log stands, in one statement (one snapshot): its newest event below the horizon (null
 * when there is none), and whether committed events wait above it (an older transaction is open).
 */
export async function logHead(manager: EntityManager): Promise<{ head: (Checkpoint & { occurred_at: Date }) | null; held: boolean }> {
  const [row] = await manager.query<Array<{ tx: string | null; position: string | null; occurred_at: Date | null; held: boolean }>>(
    `SELECT h.tx, h.position, h.occurred_at,
            EXISTS (SELECT 1 FROM ticket_events WHERE tx_id >= horizon.at) AS held
     FROM (SELECT event_log_horizon() AS at) horizon
     LEFT JOIN LATERAL (
       SELECT e.tx_id::text AS tx, e.position::text AS position, e.occurred_at FROM ticket_events e
       WHERE e.tx_id < horizon.at
       ORDER BY e.tx_id DESC, e.position DESC LIMIT 1) h ON true`,
  );
  const head = row?.tx && row.position && row.occurred_at ? { tx: row.tx, position: row.position, occurred_at: row.occurred_at } : null;
  return { head, held: row?.held === true };
}

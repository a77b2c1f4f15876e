import type { SqlRunner } from '@voc/domain';
import type { Checkpoint } from '../checkpoints/checkpoint';
import type { TicketEvent } from './logged-events';
import { readLogBatch, type EventLogTable } from './read-log-batch';

/** The next ticket events after `after`, in commit-safe order (readLogBatch). */
export function readEventBatch(manager: SqlRunner, after: Checkpoint, limit: number): Promise<TicketEvent[]> {
  return readLogBatch<TicketEvent>(manager, 'ticket_events', ['ticket_id', 'type', 'payload'], after, limit);
}

/**
 * Where a log stands (the ticket log unless `table` says otherwise), in one statement (one snapshot):
 * its newest event below the horizon (null when there is none), and whether committed events wait
 * above it (an older transaction is open).
 */
export async function logHead(manager: SqlRunner, table: EventLogTable = 'ticket_events'): Promise<{ head: (Checkpoint & { occurred_at: Date }) | null; held: boolean }> {
  const [row] = await manager.query<Array<{ tx: string | null; position: string | null; occurred_at: Date | null; held: boolean }>>(
    `SELECT h.tx, h.position, h.occurred_at,
            EXISTS (SELECT 1 FROM ${table} WHERE tx_id >= horizon.at) AS held
     FROM (SELECT event_log_horizon() AS at) horizon
     LEFT JOIN LATERAL (
       SELECT e.tx_id::text AS tx, e.position::text AS position, e.occurred_at FROM ${table} e
       WHERE e.tx_id < horizon.at
       ORDER BY e.tx_id DESC, e.position DESC LIMIT 1) h ON true`,
  );
  const head = row?.tx && row.position && row.occurred_at ? { tx: row.tx, position: row.position, occurred_at: row.occurred_at } : null;
  return { head, held: row?.held === true };
}

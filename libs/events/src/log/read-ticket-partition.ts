import type { SqlRunner } from '@voc/domain';
import type { Checkpoint } from '../checkpoints/checkpoint';
import type { CheckpointTarget } from '../checkpoints/checkpoint-rows';
import type { TicketEvent } from './logged-events';

/** A partition's next events, and the log's head below the same horizon (null when nothing is past `after`). */
export interface PartitionBatch {
  events: TicketEvent[];
  head: CheckpointTarget | null;
}

interface PartitionRow {
  position: string;
  tx_id: string;
  ticket_id: string | null;
  type: string | null;
  payload: unknown;
  occurred_at: Date;
  is_head: boolean;
}

function checkShards(shards: readonly number[]): void {
  if (shards.length === 0 || shards.some((s) => !Number.isInteger(s) || s < 0 || s > 15)) throw new RangeError(`not a list of dealer shards: ${shards.join(', ')}`);
}

/**
 * The next ticket events of the dealer shards `shards` after `after`, in commit-safe order (as
 * readLogBatch: below event_log_horizon(), by (tx_id, position)), and the newest event of the
 * whole log below the same horizon value (one statement, one snapshot), so a partition whose batch
 * comes short may move its checkpoint there: every event of its shards up to that point is in the
 * batch. Each shard is one index range scan of ticket_events_shard_idx (dealer_shard, tx_id,
 * position) under one ORDER BY ... LIMIT: the other partitions' events are never read.
 */
export async function readPartitionBatch(manager: SqlRunner, after: Checkpoint, limit: number, shards: readonly number[]): Promise<PartitionBatch> {
  checkShards(shards);
  const perShard = shards.map(
    (shard) => `(SELECT e.position, e.tx_id, e.ticket_id, e.type, e.payload, e.occurred_at FROM ticket_events e
       WHERE e.dealer_shard = ${shard} AND (e.tx_id, e.position) > ($1::xid8, $2::bigint) AND e.tx_id < (SELECT at FROM h)
       ORDER BY e.tx_id, e.position LIMIT $3)`,
  );
  const rows = await manager.query<PartitionRow[]>(
    `WITH h AS MATERIALIZED (SELECT event_log_horizon() AS at),
     batch AS (SELECT * FROM (${perShard.join(' UNION ALL ')}) s ORDER BY s.tx_id, s.position LIMIT $3),
     head AS (SELECT e.position, e.tx_id, e.occurred_at FROM ticket_events e
       WHERE (e.tx_id, e.position) > ($1::xid8, $2::bigint) AND e.tx_id < (SELECT at FROM h)
       ORDER BY e.tx_id DESC, e.position DESC LIMIT 1)
     SELECT r.position::text AS position, r.tx_id::text AS tx_id, r.ticket_id, r.type, r.payload, r.occurred_at, r.is_head FROM (
       SELECT b.position, b.tx_id, b.ticket_id, b.type, b.payload, b.occurred_at, false AS is_head FROM batch b
       UNION ALL SELECT hd.position, hd.tx_id, NULL, NULL, NULL, hd.occurred_at, true FROM head hd) r
     ORDER BY r.is_head, r.tx_id, r.position`,
    [after.tx, after.position, limit],
  );
  const last = rows.at(-1);
  const head = last?.is_head ? { tx_id: last.tx_id, position: last.position, occurred_at: last.occurred_at } : null;
  const events = rows.filter((row) => !row.is_head) as unknown as TicketEvent[];
  return { events, head };
}

/** An event of the whole ticket log as month-end freezing needs it: where it is, when, and a new ticket's date of receipt. */
export interface LogMoment {
  tx_id: string;
  position: string;
  occurred_at: Date;
  /** payload.ticket.created_date of a TicketCreated event, else null. */
  created_date: string | null;
}

/**
 * The first event of the whole log in (after, through] (both applied or below the horizon, so
 * all committed) that happened at or after `from`; null when none did.
 */
export async function firstEventFrom(manager: SqlRunner, after: Checkpoint, through: Checkpoint, from: Date): Promise<LogMoment | null> {
  const [row] = await manager.query<LogMoment[]>(
    `SELECT e.tx_id::text AS tx_id, e.position::text AS position, e.occurred_at, NULL AS created_date FROM ticket_events e
     WHERE (e.tx_id, e.position) > ($1::xid8, $2::bigint) AND (e.tx_id, e.position) <= ($3::xid8, $4::bigint) AND e.occurred_at >= $5
     ORDER BY e.tx_id, e.position LIMIT 1`,
    [after.tx, after.position, through.tx, through.position, from],
  );
  return row ?? null;
}

/** Every event of the whole log in (after, through], in log order, as month-end freezing needs it. */
export function logMoments(manager: SqlRunner, after: Checkpoint, through: Checkpoint): Promise<LogMoment[]> {
  return manager.query<LogMoment[]>(
    `SELECT e.tx_id::text AS tx_id, e.position::text AS position, e.occurred_at,
            CASE WHEN e.type = 'TicketCreated' THEN e.payload->'ticket'->>'created_date' END AS created_date
     FROM ticket_events e
     WHERE (e.tx_id, e.position) > ($1::xid8, $2::bigint) AND (e.tx_id, e.position) <= ($3::xid8, $4::bigint)
     ORDER BY e.tx_id, e.position`,
    [after.tx, after.position, through.tx, through.position],
  );
}

/** The earliest payload.ticket.created_date of the tickets created up to `through` in the whole log (null when none). */
export async function earliestCreatedThrough(manager: SqlRunner, through: Checkpoint): Promise<Date | null> {
  const [row] = await manager.query<Array<{ at: Date | null }>>(
    `SELECT min((e.payload->'ticket'->>'created_date')::timestamptz) AS at FROM ticket_events e
     WHERE e.type = 'TicketCreated' AND (e.tx_id, e.position) <= ($1::xid8, $2::bigint)`,
    [through.tx, through.position],
  );
  return row?.at ?? null;
}

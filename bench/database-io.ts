import type { Client } from 'pg';

/** Shared-buffer hits and reads of one database so far (pg_stat_database). */
export async function bufferCounts(client: Client, database: string): Promise<{ hit: number; read: number }> {
  const { rows } = await client.query<{ hit: string; read: string }>(`SELECT blks_hit::text AS hit, blks_read::text AS read FROM pg_stat_database WHERE datname = $1`, [database]);
  return { hit: Number(rows[0]?.hit ?? 0), read: Number(rows[0]?.read ?? 0) };
}

/**
 * The sizes that grow with the log: the event table and its indexes, the write model's tickets,
 * and the reporting tables the worker rewrites, their live and dead rows (the roll-ups are
 * rewritten by DELETE + INSERT), with each table's buffer hit ratio so far
 * (pg_statio_user_tables: heap and index blocks found in shared buffers / asked for).
 */
export async function growingRelations(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string; rows: string; dead: string; heap: string; indexes: string; hit_ratio: string | null }>(
    `SELECT s.schemaname || '.' || s.relname AS name, t.n_live_tup::text AS rows, t.n_dead_tup::text AS dead,
            pg_size_pretty(pg_relation_size(s.relid)) AS heap, pg_size_pretty(pg_indexes_size(s.relid)) AS indexes,
            round(100.0 * (coalesce(s.heap_blks_hit, 0) + coalesce(s.idx_blks_hit, 0))
                  / nullif(coalesce(s.heap_blks_hit, 0) + coalesce(s.idx_blks_hit, 0) + coalesce(s.heap_blks_read, 0) + coalesce(s.idx_blks_read, 0), 0), 1)::text AS hit_ratio
     FROM pg_statio_user_tables s JOIN pg_stat_user_tables t ON t.relid = s.relid
     WHERE s.relname IN ('ticket_events', 'tickets', 'notification_outbox') OR s.schemaname = 'reporting'
     ORDER BY pg_total_relation_size(s.relid) DESC LIMIT 12`,
  );
  return rows.map((r) => `${r.name.padEnd(40)} ${r.rows.padStart(8)} rows (${r.dead} dead)  heap ${r.heap.padStart(8)}  indexes ${r.indexes.padStart(8)}  buffer hits ${r.hit_ratio ?? '–'}%`);
}

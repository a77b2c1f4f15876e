import type { DataSource } from 'typeorm';
import type { ProjectionFreshness } from '@voc/contracts';

/**
 * How far the projections are behind the log: caught up when the checkpoint is the newest event;
 * otherwise the lag is the age of the oldest event not yet applied. The checkpoint is read from
 * the reporting store, the log from the main database (they may be two databases).
 */
export async function projectionFreshness(events: DataSource, reporting: DataSource): Promise<ProjectionFreshness> {
  const [cp] = await reporting.query<Array<{ tx: string; position: string }>>(
    `SELECT last_tx::text AS tx, last_position::text AS position FROM reporting.projection_checkpoints WHERE projection = 'tickets'`,
  );
  const [row] = await events.query<Array<{ oldest_pending: Date | null; pending: string }>>(
    `SELECT min(e.occurred_at) AS oldest_pending, count(*) AS pending FROM ticket_events e WHERE (e.tx_id, e.position) > ($1::xid8, $2::bigint)`,
    [cp?.tx ?? '0', cp?.position ?? '0'],
  );
  const pending = Number(row?.pending ?? 0);
  const now = Date.now();
  const lag = row?.oldest_pending ? Math.max(0, (now - row.oldest_pending.getTime()) / 1000) : 0;
  return {
    caught_up: pending === 0,
    lag_seconds: Math.round(lag * 10) / 10,
    data_as_of: pending === 0 ? new Date(now).toISOString() : (row?.oldest_pending?.toISOString() ?? null),
    pending_events: pending,
    checkpoint: cp?.position ?? null,
  };
}

import type { DataSource } from 'typeorm';
import type { ProjectionFreshness } from '@voc/contracts';

/**
 * How far the projections are behind the log: caught up when the checkpoint is the newest event;
 * otherwise the lag is the age of the oldest event not yet applied.
 */
export async function projectionFreshness(db: DataSource): Promise<ProjectionFreshness> {
  const [row] = await db.query<Array<{ applied_at: Date | null; oldest_pending: Date | null; pending: string }>>(
    `WITH cp AS (SELECT last_tx, last_position, applied_at FROM reporting.projection_checkpoints WHERE projection = 'tickets'),
          pending AS (SELECT e.occurred_at FROM ticket_events e, cp WHERE (e.tx_id, e.position) > (cp.last_tx, cp.last_position))
     SELECT (SELECT applied_at FROM cp) AS applied_at, (SELECT min(occurred_at) FROM pending) AS oldest_pending,
            (SELECT count(*) FROM pending) AS pending`,
  );
  const pending = Number(row?.pending ?? 0);
  const now = Date.now();
  const lag = row?.oldest_pending ? Math.max(0, (now - row.oldest_pending.getTime()) / 1000) : 0;
  return {
    caught_up: pending === 0,
    lag_seconds: Math.round(lag * 10) / 10,
    data_as_of: pending === 0 ? new Date(now).toISOString() : (row?.oldest_pending?.toISOString() ?? null),
    pending_events: pending,
  };
}

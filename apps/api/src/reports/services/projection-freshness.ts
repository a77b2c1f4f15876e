import type { DataSource } from 'typeorm';
import type { ProjectionFreshness } from '@voc/contracts';

/** A projection and the log it reads; `timeColumn` is when an event reached the log as lag counts it. */
export interface ProjectedLog {
  projection: 'tickets' | 'surveys';
  table: 'ticket_events' | 'survey_events';
  timeColumn: 'occurred_at' | 'recorded_at';
}

/** Ticket events happen when they are appended. */
export const TICKET_LOG: ProjectedLog = { projection: 'tickets', table: 'ticket_events', timeColumn: 'occurred_at' };
/** Survey events carry the survey service's own times (often days old); lag counts from their recording. */
export const SURVEY_LOG: ProjectedLog = { projection: 'surveys', table: 'survey_events', timeColumn: 'recorded_at' };

/**
 * How far the projections are behind the log: caught up when the checkpoint is the newest event;
 * otherwise the lag is the age of the oldest event not yet applied. The checkpoint is read from
 * the reporting store, the log from the main database (they may be two databases).
 */
export async function projectionFreshness(events: DataSource, reporting: DataSource, log: ProjectedLog = TICKET_LOG): Promise<ProjectionFreshness> {
  const [cp] = await reporting.query<Array<{ tx: string; position: string }>>(
    `SELECT last_tx::text AS tx, last_position::text AS position FROM reporting.projection_checkpoints WHERE projection = $1`,
    [log.projection],
  );
  const [row] = await events.query<Array<{ oldest_pending: Date | null; pending: string }>>(
    `SELECT min(e.${log.timeColumn}) AS oldest_pending, count(*) AS pending FROM ${log.table} e WHERE (e.tx_id, e.position) > ($1::xid8, $2::bigint)`,
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

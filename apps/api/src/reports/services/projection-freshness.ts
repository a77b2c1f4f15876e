import type { ProjectionFreshness } from '@voc/contracts';
import { pendingEvents, readCheckpoint, TICKET_LOG, type ProjectedLog } from '@voc/events';
import type { SqlRunner } from '@voc/persistence';

/**
 * How far the projections are behind the log: caught up when the checkpoint is the newest event;
 * otherwise the lag is the age of the oldest event not yet applied. The checkpoint is read from
 * the reporting store, the log from the main database (they may be two databases).
 */
export async function projectionFreshness(events: SqlRunner, reporting: SqlRunner, log: ProjectedLog = TICKET_LOG): Promise<ProjectionFreshness> {
  const cp = await readCheckpoint(reporting, 'reporting', log.projection);
  const { pending, oldestPending } = await pendingEvents(events, log, cp);
  const now = Date.now();
  const lag = oldestPending ? Math.max(0, (now - oldestPending.getTime()) / 1000) : 0;
  return {
    caught_up: pending === 0,
    lag_seconds: Math.round(lag * 10) / 10,
    data_as_of: pending === 0 ? new Date(now).toISOString() : (oldestPending?.toISOString() ?? null),
    pending_events: pending,
    checkpoint: cp?.position ?? null,
  };
}

/**
 * The freshness of the furthest behind of several projections (health: the ticket log feeds the
 * tickets and the VOC projections, each its own job under its own checkpoint, so either may lag).
 */
export async function worstFreshness(events: SqlRunner, reporting: SqlRunner, logs: readonly ProjectedLog[]): Promise<ProjectionFreshness> {
  const all = await Promise.all(logs.map((log) => projectionFreshness(events, reporting, log)));
  return all.reduce((worst, next) => (next.lag_seconds > worst.lag_seconds || (next.lag_seconds === worst.lag_seconds && next.pending_events > worst.pending_events) ? next : worst));
}

import type { SqlRunner } from '@voc/domain';
import type { Checkpoint } from '../checkpoints/checkpoint';
import type { ProjectedLog } from './projected-logs';

/** How many events of a log wait after a checkpoint, and when the oldest of them reached the log. */
export async function pendingEvents(manager: SqlRunner, log: ProjectedLog, after: Checkpoint | undefined): Promise<{ pending: number; oldestPending: Date | null }> {
  const [row] = await manager.query<Array<{ oldest_pending: Date | null; pending: string }>>(
    `SELECT min(e.${log.timeColumn}) AS oldest_pending, count(*) AS pending FROM ${log.table} e WHERE (e.tx_id, e.position) > ($1::xid8, $2::bigint)`,
    [after?.tx ?? '0', after?.position ?? '0'],
  );
  return { pending: Number(row?.pending ?? 0), oldestPending: row?.oldest_pending ?? null };
}

import { shardsOfPartition, WHOLE_LOG, type ProjectionPartition } from '@voc/domain';
import { dealerShardSql } from '@voc/events';
import { insertFrozenFiguresSql } from '@voc/reporting-schema';
import { type SqlRunner } from '@voc/sql';
import { insertCoarseVocRollups, ownAreaPartition } from '../voc/voc-coarse-rollups';
import { insertVocRollups } from '../voc/voc.projection';

/**
 * Freezes the VOC figures of `months`: their roll-ups (the coarse ones included) counted from the ticket rows as they stand
 * (VOC counts have no clock), into the frozen copies. Counted from ticket_voc rather than copied
 * from the live roll-ups, so a replay that defers its roll-ups freezes the same rows. A partition
 * freezes its own dealers' figures only (every frozen row it writes is keyed by its dealers, or
 * by its own partition for those without the dealer).
 */
export async function freezeVocMonths(manager: SqlRunner, schema: string, months: readonly string[], partition: ProjectionPartition = WHOLE_LOG): Promise<void> {
  const own = (alias: string) => (partition.count === 1 ? '' : `AND ${dealerShardSql(`${alias}.dealer_ref`)} = ANY($2::int[])`);
  const params = partition.count === 1 ? [months] : [months, shardsOfPartition(partition)];
  await insertVocRollups(manager, schema, { live: false }, '', `AND t.received_month = ANY($1::date[]) ${own('t')}`, params);
  // The coarse copies summed from the finer copies just written, as the live ones are from the live.
  await insertCoarseVocRollups(manager, schema, { live: false }, `AND m.month = ANY($1::date[]) ${own('m')}`, params, ownAreaPartition(partition));
  // Each ticket's part in the figures just frozen: a later change of it is a late change (libs/domain late-changes).
  await manager.query(insertFrozenFiguresSql(schema, 'voc', 't', `FROM ${schema}.ticket_voc t WHERE t.received_month = ANY($1::date[]) ${own('t')}`), params);
}

/** The earliest month of receipt in ticket_voc (null when there is no ticket). */
export async function firstVocMonth(manager: SqlRunner, schema: string): Promise<string | null> {
  const [row] = await manager.query<Array<{ month: string | null }>>(`SELECT to_char(min(received_month), 'YYYY-MM-DD') AS month FROM ${schema}.ticket_voc`);
  return row?.month ?? null;
}

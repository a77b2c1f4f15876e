import type { ProjectionPartition } from '@voc/domain';
import { dealerShardSql } from '@voc/events';
import {
  columnNames,
  columnsWithRole,
  recordTypeSql,
  rollupSql,
  VOC_AREA_CATEGORY_MONTHLY,
  VOC_AREA_CATEGORY_MONTHLY_FROZEN,
  VOC_AREA_MONTHLY,
  VOC_AREA_MONTHLY_FROZEN,
  VOC_CATEGORY_MONTHLY,
  VOC_CATEGORY_MONTHLY_FROZEN,
  VOC_DEALER_CATEGORY_MONTHLY,
  VOC_DEALER_CATEGORY_MONTHLY_FROZEN,
  VOC_DEALER_MONTHLY,
  VOC_DEALER_MONTHLY_FROZEN,
  VOC_MONTHLY,
  VOC_MONTHLY_FROZEN,
  type ReportingTable,
} from '@voc/reporting-schema';
import { type SqlRunner } from '@voc/sql';
import { inPlaceRecountCtes } from '../rollup-in-place';

/** A coarse VOC roll-up (libs/reporting-schema voc-coarse-monthly), the finer one it sums, and both frozen copies. */
interface CoarseRollup {
  table: ReportingTable;
  frozen: ReportingTable;
  source: ReportingTable;
  sourceFrozen: ReportingTable;
}

/** Keyed by the finer roll-ups' (month, dealer, type, source): recounted for a batch's keys. */
const BY_DEALER: readonly CoarseRollup[] = [
  { table: VOC_DEALER_MONTHLY, frozen: VOC_DEALER_MONTHLY_FROZEN, source: VOC_MONTHLY, sourceFrozen: VOC_MONTHLY_FROZEN },
  { table: VOC_DEALER_CATEGORY_MONTHLY, frozen: VOC_DEALER_CATEGORY_MONTHLY_FROZEN, source: VOC_CATEGORY_MONTHLY, sourceFrozen: VOC_CATEGORY_MONTHLY_FROZEN },
];
/** Without the dealer: a batch's change is added to them as a delta (its keys' finer rows out before, in after). */
const BY_AREA: readonly CoarseRollup[] = [
  { table: VOC_AREA_MONTHLY, frozen: VOC_AREA_MONTHLY_FROZEN, source: VOC_MONTHLY, sourceFrozen: VOC_MONTHLY_FROZEN },
  { table: VOC_AREA_CATEGORY_MONTHLY, frozen: VOC_AREA_CATEGORY_MONTHLY_FROZEN, source: VOC_CATEGORY_MONTHLY, sourceFrozen: VOC_CATEGORY_MONTHLY_FROZEN },
];
const COARSE_ROLLUPS = [...BY_DEALER, ...BY_AREA];

/** The batch's (month, dealer, type, source) keys, given as JSON in $1. */
const KEYS_SQL = `SELECT * FROM jsonb_to_recordset($1::jsonb) AS k(received_month date, dealer_ref uuid, type text, source text)`;
const KEY_MATCH = `m.month = k.received_month AND m.dealer_ref = k.dealer_ref AND m.type = k.type AND m.source = k.source`;

/**
 * The VOC partition an area roll-up row summed from finer rows `m` belongs to (its `partition`
 * column, which has no rollup expression of its own): a SQL expression over `m`.
 */
export type AreaPartitionSql = string;

/** Rows written by one partition's step or freeze: all of them its own (the finer rows are its dealers'). */
export function ownAreaPartition(partition: ProjectionPartition): AreaPartitionSql {
  return String(partition.index);
}

/** Rows summed from every dealer's finer rows (a replay's end, a change of partition count): each dealer's partition of `count`. */
export function dealerAreaPartition(count: number): AreaPartitionSql {
  return `${dealerShardSql('m.dealer_ref')} % ${count}`;
}

function columnSql(table: ReportingTable, column: string, partition: AreaPartitionSql): string {
  // Cast, so that a constant partition is an expression in GROUP BY, never a column position.
  return column === 'partition' && !table.columns[column].rollup ? `(${partition})::smallint` : rollupSql(table, column);
}

function groupedSelect(rollup: CoarseRollup, from: string, where: string, partition: AreaPartitionSql = '0'): string {
  const columns = columnNames(rollup.table).map((c) => columnSql(rollup.table, c, partition));
  return `SELECT ${columns.join(', ')} FROM ${from} WHERE ${where} GROUP BY ${rollup.table.primaryKey.map((c) => columnSql(rollup.table, c, partition)).join(', ')}`;
}

/**
 * Fills every coarse roll-up (live, or the frozen copies from the finer frozen copies) by summing
 * the finer rows `m` that `where` keeps: a replay's end, and month-end freezing. `partition` says
 * which partition's rows the ones without the dealer are.
 */
export async function insertCoarseVocRollups(manager: SqlRunner, schema: string, into: { live: boolean }, where: string, params: unknown[], partition: AreaPartitionSql = '0', rollups: readonly CoarseRollup[] = COARSE_ROLLUPS): Promise<void> {
  for (const rollup of rollups) {
    const table = into.live ? rollup.table : rollup.frozen;
    const source = into.live ? rollup.source : rollup.sourceFrozen;
    await manager.query(`INSERT INTO ${schema}.${table.name} (${columnNames(table).join(', ')}) ${groupedSelect(rollup, `${schema}.${source.name} m`, `true ${where}`, partition)}`, params);
  }
}

/**
 * The roll-ups without the dealer, live and frozen, summed again from the finer rows into `count`
 * partitions by dealer: when the VOC checkpoints are carried over to another partition count (or
 * a replay, one stream, hands over to `count` partitions), each partition must find its own
 * dealers' sums in its own rows, as it upserts its deltas there. The finer rows are the truth:
 * every area row is their sum (live from live, frozen from frozen), so summing again changes no
 * figure, only which partition's row holds it.
 */
export async function splitAreaRollups(manager: SqlRunner, schema: string, count: number): Promise<void> {
  for (const rollup of BY_AREA) {
    await manager.query(`DELETE FROM ${schema}.${rollup.table.name}`);
    await manager.query(`DELETE FROM ${schema}.${rollup.frozen.name}`);
  }
  for (const live of [true, false]) await insertCoarseVocRollups(manager, schema, { live }, '', [], dealerAreaPartition(count), BY_AREA);
}

/** Every live coarse roll-up emptied (a replay recounts them whole). */
export async function clearCoarseVocRollups(manager: SqlRunner, schema: string): Promise<void> {
  for (const rollup of COARSE_ROLLUPS) await manager.query(`DELETE FROM ${schema}.${rollup.table.name}`);
}

/** The upsert that adds the rows `m` (`from`) summed per coarse key to a roll-up without the dealer, groups summing to zero left out; answers its keys and new measures. */
function areaDeltaSql(schema: string, rollup: CoarseRollup, from: string, partition: AreaPartitionSql): string {
  const qualified = `${schema}.${rollup.table.name}`;
  const columns = columnNames(rollup.table);
  const measures = columnsWithRole(rollup.table, 'measure');
  const set = measures.map((c) => `${c} = ${qualified}.${c} + excluded.${c}`);
  const returning = rollup.table.primaryKey.map((c) => (rollup.table.columns[c].type === 'date' ? `to_char(${c}, 'YYYY-MM-DD') AS ${c}` : c));
  return `INSERT INTO ${qualified} (${columns.join(', ')})
       SELECT ${columns.join(', ')} FROM (${groupedSelect(rollup, from, 'true', partition)}) AS d(${columns.join(', ')})
       WHERE NOT (${measures.map((c) => `d.${c} = 0`).join(' AND ')})
       ON CONFLICT (${rollup.table.primaryKey.join(', ')}) DO UPDATE SET ${set.join(', ')}
       RETURNING ${[...returning, ...measures].join(', ')}`;
}

/**
 * Recounts the finer roll-up `finer` (voc_monthly or voc_category_monthly) for the batch's keys
 * ($1, JSON) from `finerSelect` and keeps its coarse roll-ups in step, in one statement that
 * writes only what changed (rollup-in-place): the finer rows and the per-dealer rows (recounted
 * for the keys from the fresh finer rows) are upserted where they differ and deleted where the
 * recount no longer gives them; the roll-up without the dealer gets, per coarse key, the fresh
 * value of every finer row that changed minus its stored value (new rows count from zero, gone
 * ones to zero), one upsert of the sums that are not zero (rows left at zero then dropped by key,
 * as a recount would never write them). The deltas go to `partition`'s own rows of the roll-up
 * without the dealer, so partitions applying at once never touch one row. Running it twice gives
 * the same rows, and the second writes nothing.
 */
export async function recountWithCoarseRollups(manager: SqlRunner, schema: string, finer: ReportingTable, keyJson: string, finerSelect: string, partition: AreaPartitionSql = '0'): Promise<void> {
  const area = BY_AREA.find((rollup) => rollup.source === finer)!;
  const dealer = BY_DEALER.find((rollup) => rollup.source === finer)!;
  const measures: readonly string[] = columnsWithRole(finer, 'measure');
  const negatedStale = columnNames(finer).map((c) => (measures.includes(c) ? `-s.${c} AS ${c}` : `s.${c}`));
  const areaMeasures = columnsWithRole(area.table, 'measure');
  const leftAtZero = await manager.query<Array<Record<string, unknown>>>(
    `WITH ${[
      ...inPlaceRecountCtes(schema, finer, 'finer', finerSelect, KEYS_SQL, KEY_MATCH),
      ...inPlaceRecountCtes(schema, dealer.table, 'dealer', groupedSelect(dealer, 'finer_fresh m', 'true'), KEYS_SQL, KEY_MATCH),
      `area_written AS (${areaDeltaSql(schema, area, `(SELECT * FROM finer_changed UNION ALL SELECT ${negatedStale.join(', ')} FROM finer_stale s) m`, partition)})`,
    ].join(',\n     ')}
     SELECT ${area.table.primaryKey.join(', ')} FROM area_written WHERE ${areaMeasures.map((c) => `${c} = 0`).join(' AND ')}`,
    [keyJson],
  );
  if (leftAtZero.length === 0) return;
  const zero = areaMeasures.map((c) => `m.${c} = 0`);
  const match = area.table.primaryKey.map((c) => `m.${c} = k.${c}`);
  await manager.query(
    `DELETE FROM ${schema}.${area.table.name} m USING jsonb_to_recordset($1::jsonb) AS k(${recordTypeSql(area.table, area.table.primaryKey)}) WHERE ${[...match, ...zero].join(' AND ')}`,
    [JSON.stringify(leftAtZero)],
  );
}

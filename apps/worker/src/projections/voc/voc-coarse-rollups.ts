import type { EntityManager } from 'typeorm';
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
} from '@voc/persistence';

/** A coarse VOC roll-up (libs/persistence voc-coarse-monthly), the finer one it sums, and both frozen copies. */
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

function groupedSelect(rollup: CoarseRollup, from: string, where: string, sign: 1 | -1 = 1): string {
  const measures: readonly string[] = columnsWithRole(rollup.table, 'measure');
  const columns = columnNames(rollup.table).map((c) => (sign < 0 && measures.includes(c) ? `-${rollupSql(rollup.table, c)}` : rollupSql(rollup.table, c)));
  return `SELECT ${columns.join(', ')} FROM ${from} WHERE ${where} GROUP BY ${rollup.table.primaryKey.map((c) => rollupSql(rollup.table, c)).join(', ')}`;
}

/**
 * Fills every coarse roll-up (live, or the frozen copies from the finer frozen copies) by summing
 * the finer rows `m` that `where` keeps: a replay's end, and month-end freezing.
 */
export async function insertCoarseVocRollups(manager: EntityManager, schema: string, into: { live: boolean }, where: string, params: unknown[]): Promise<void> {
  for (const rollup of COARSE_ROLLUPS) {
    const table = into.live ? rollup.table : rollup.frozen;
    const source = into.live ? rollup.source : rollup.sourceFrozen;
    await manager.query(`INSERT INTO ${schema}.${table.name} (${columnNames(table).join(', ')}) ${groupedSelect(rollup, `${schema}.${source.name} m`, `true ${where}`)}`, params);
  }
}

/** Every live coarse roll-up emptied (a replay recounts them whole). */
export async function clearCoarseVocRollups(manager: EntityManager, schema: string): Promise<void> {
  for (const rollup of COARSE_ROLLUPS) await manager.query(`DELETE FROM ${schema}.${rollup.table.name}`);
}

/** The upsert that adds the rows `m` (`from`) summed per coarse key, times `sign`, to a roll-up without the dealer; answers its keys. */
function areaDeltaSql(schema: string, rollup: CoarseRollup, from: string, sign: 1 | -1): string {
  const qualified = `${schema}.${rollup.table.name}`;
  const set = columnsWithRole(rollup.table, 'measure').map((c) => `${c} = ${qualified}.${c} + excluded.${c}`);
  const returning = rollup.table.primaryKey.map((c) => (rollup.table.columns[c].type === 'date' ? `to_char(${c}, 'YYYY-MM-DD') AS ${c}` : c));
  return `INSERT INTO ${qualified} (${columnNames(rollup.table).join(', ')})
       ${groupedSelect(rollup, from, 'true', sign)}
       ON CONFLICT (${rollup.table.primaryKey.join(', ')}) DO UPDATE SET ${set.join(', ')}
       RETURNING ${returning.join(', ')}`;
}

/**
 * Recounts the finer roll-up `finer` (voc_monthly or voc_category_monthly) for the batch's keys
 * ($1, JSON) from `finerSelect` (delete the keys' rows, insert them again grouped) and keeps its
 * coarse roll-ups in step from the very rows deleted and inserted (RETURNING; no second read):
 * the one without the dealer loses the old rows and gains the new ones, an upsert of the deltas
 * per coarse key (rows left at zero dropped by key, as a recount would never write them); the
 * one per dealer is rewritten for the keys from the new rows.
 */
export async function recountWithCoarseRollups(manager: EntityManager, schema: string, finer: ReportingTable, keyJson: string, finerSelect: string): Promise<void> {
  const area = BY_AREA.find((rollup) => rollup.source === finer)!;
  const dealer = BY_DEALER.find((rollup) => rollup.source === finer)!;
  const taken = await manager.query<Array<Record<string, unknown>>>(
    `WITH gone AS (DELETE FROM ${schema}.${finer.name} m USING (${KEYS_SQL}) k WHERE ${KEY_MATCH} RETURNING m.*)
     ${areaDeltaSql(schema, area, 'gone m', -1)}`,
    [keyJson],
  );
  await manager.query(`DELETE FROM ${schema}.${dealer.table.name} m USING (${KEYS_SQL}) k WHERE ${KEY_MATCH}`, [keyJson]);
  await manager.query(
    `WITH added AS (INSERT INTO ${schema}.${finer.name} (${columnNames(finer).join(', ')}) ${finerSelect} RETURNING *),
     by_area AS (${areaDeltaSql(schema, area, 'added m', 1)})
     INSERT INTO ${schema}.${dealer.table.name} (${columnNames(dealer.table).join(', ')}) ${groupedSelect(dealer, 'added m', 'true')}`,
    [keyJson],
  );
  const zero = columnsWithRole(area.table, 'measure').map((c) => `m.${c} = 0`);
  const match = area.table.primaryKey.map((c) => `m.${c} = k.${c}`);
  await manager.query(
    `DELETE FROM ${schema}.${area.table.name} m USING jsonb_to_recordset($1::jsonb) AS k(${recordTypeSql(area.table, area.table.primaryKey)}) WHERE ${[...match, ...zero].join(' AND ')}`,
    [JSON.stringify(taken)],
  );
}

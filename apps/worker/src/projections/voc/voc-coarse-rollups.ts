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

/**
 * Adds the keys' finer rows as they stand, times `sign`, to the roll-ups without the dealer (an
 * upsert of the sums per coarse key); answers, per roll-up, the coarse keys it touched (JSON).
 */
async function addAreaDelta(manager: EntityManager, schema: string, keyJson: string, sign: 1 | -1): Promise<string[]> {
  const touched: string[] = [];
  for (const rollup of BY_AREA) {
    const qualified = `${schema}.${rollup.table.name}`;
    const set = columnsWithRole(rollup.table, 'measure').map((c) => `${c} = ${qualified}.${c} + excluded.${c}`);
    const keys = await manager.query<Array<Record<string, unknown>>>(
      `INSERT INTO ${qualified} (${columnNames(rollup.table).join(', ')})
       ${groupedSelect(rollup, `${schema}.${rollup.source.name} m JOIN (${KEYS_SQL}) k ON ${KEY_MATCH}`, 'true', sign)}
       ON CONFLICT (${rollup.table.primaryKey.join(', ')}) DO UPDATE SET ${set.join(', ')}
       RETURNING ${rollup.table.primaryKey.map((c) => (rollup.table.columns[c].type === 'date' ? `to_char(${c}, 'YYYY-MM-DD') AS ${c}` : c)).join(', ')}`,
      [keyJson],
    );
    touched.push(JSON.stringify(keys));
  }
  return touched;
}

/**
 * Keeps the coarse roll-ups in step while `recountFiner` rewrites the finer roll-ups' rows of the
 * batch's keys (same transaction): the roll-ups without the dealer lose the keys' old rows and gain
 * the new ones (rows the first step touched and left at zero are dropped, as a recount would never
 * write them); the ones per dealer are recounted for the keys from the finer rows.
 */
export async function withCoarseVocRollups(manager: EntityManager, schema: string, keyJson: string, recountFiner: () => Promise<void>): Promise<void> {
  const taken = await addAreaDelta(manager, schema, keyJson, -1);
  await recountFiner();
  await addAreaDelta(manager, schema, keyJson, 1);
  for (const [i, rollup] of BY_AREA.entries()) {
    const zero = columnsWithRole(rollup.table, 'measure').map((c) => `m.${c} = 0`);
    const keyTypes = recordTypeSql(rollup.table, rollup.table.primaryKey);
    const match = rollup.table.primaryKey.map((c) => `m.${c} = k.${c}`);
    await manager.query(`DELETE FROM ${schema}.${rollup.table.name} m USING jsonb_to_recordset($1::jsonb) AS k(${keyTypes}) WHERE ${[...match, ...zero].join(' AND ')}`, [taken[i]]);
  }
  for (const rollup of BY_DEALER) {
    await manager.query(`DELETE FROM ${schema}.${rollup.table.name} m USING (${KEYS_SQL}) k WHERE ${KEY_MATCH}`, [keyJson]);
    await manager.query(
      `INSERT INTO ${schema}.${rollup.table.name} (${columnNames(rollup.table).join(', ')})
       ${groupedSelect(rollup, `${schema}.${rollup.source.name} m JOIN (${KEYS_SQL}) k ON ${KEY_MATCH}`, 'true')}`,
      [keyJson],
    );
  }
}

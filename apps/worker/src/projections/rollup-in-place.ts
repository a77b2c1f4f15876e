import { columnNames, sqlTypeOf, type ReportingTable } from '@voc/persistence';

/**
 * A roll-up's rows of a batch's keys, recounted and written in place (issue 15, bench:projections
 * (a) on a long log): the recount stays the definition of the rows (correct by construction,
 * idempotent, the same as a rebuild), but only what differs from the stored rows is written.
 * DELETE + INSERT of every row of the keys left a dead version and a dead entry in every index for
 * each of them, every batch; the recounts then waded through them (autovacuum off here, lagging on
 * a server under a catch-up). Now a row the recount gives unchanged is not touched (not even
 * locked), a changed one is an UPDATE of its measures (HOT when no indexed column changes and the
 * page has room), a new one an INSERT, and only the keys' rows the recount no longer gives are
 * deleted.
 *
 * The CTEs, named after `name`, for one statement (all read one snapshot, before any write):
 * - `<name>_fresh`: the recount (`recount`, a SELECT of the table's columns in definition order),
 *   each column cast to the table's type, so that it compares as it would be stored;
 * - `<name>_old`: the stored rows of the keys (the table as `m`, `storedJoin` joining the keys);
 * - `<name>_changed`: fresh rows with no identical stored row (new or changed), written by upsert;
 * - `<name>_stale`: stored rows with no identical fresh row (changed or gone): a delta's old side;
 * - `<name>_written`, `<name>_deleted`: the upsert and the delete of the rows the recount dropped.
 * The upsert and the delete touch disjoint rows (keys in the recount, keys not in it).
 */
export function inPlaceRecountCtes(schema: string, table: ReportingTable, name: string, recount: string, storedJoin: string): string[] {
  const qualified = `${schema}.${table.name}`;
  const columns = columnNames(table);
  const others = columns.filter((c) => !table.primaryKey.includes(c));
  const sameKey = (a: string, b: string) => table.primaryKey.map((c) => `${a}.${c} = ${b}.${c}`).join(' AND ');
  const row = (alias: string) => `(${others.map((c) => `${alias}.${c}`).join(', ')})`;
  const sameRow = (a: string, b: string) => `${sameKey(a, b)} AND ${row(a)} IS NOT DISTINCT FROM ${row(b)}`;
  return [
    `${name}_fresh AS (SELECT ${columns.map((c) => `r.${c}::${sqlTypeOf(table.columns[c])} AS ${c}`).join(', ')} FROM (${recount}) AS r(${columns.join(', ')}))`,
    `${name}_old AS (SELECT ${columns.map((c) => `m.${c}`).join(', ')} FROM ${qualified} m ${storedJoin})`,
    `${name}_changed AS (SELECT f.* FROM ${name}_fresh f WHERE NOT EXISTS (SELECT 1 FROM ${name}_old o WHERE ${sameRow('o', 'f')}))`,
    `${name}_stale AS (SELECT o.* FROM ${name}_old o WHERE NOT EXISTS (SELECT 1 FROM ${name}_fresh f WHERE ${sameRow('f', 'o')}))`,
    `${name}_written AS (INSERT INTO ${qualified} AS stored (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM ${name}_changed
       ON CONFLICT (${table.primaryKey.join(', ')}) DO UPDATE SET ${others.map((c) => `${c} = excluded.${c}`).join(', ')}
       WHERE ${row('stored')} IS DISTINCT FROM ${row('excluded')}
       RETURNING 1)`,
    `${name}_deleted AS (DELETE FROM ${qualified} m USING ${name}_stale s
       WHERE ${sameKey('m', 's')} AND NOT EXISTS (SELECT 1 FROM ${name}_fresh f WHERE ${sameKey('f', 's')})
       RETURNING 1)`,
  ];
}

/** How many rows one in-place recount wrote (inserted or updated) and deleted. */
export interface InPlaceRecountCounts {
  written: number;
  deleted: number;
}

/** One statement recounting `table`'s rows of the keys in place (inPlaceRecountCtes); answers the rows written and deleted. */
export function inPlaceRecountSql(schema: string, table: ReportingTable, recount: string, storedJoin: string): string {
  const name = 'rollup';
  return `WITH ${inPlaceRecountCtes(schema, table, name, recount, storedJoin).join(',\n     ')}
     SELECT (SELECT count(*) FROM ${name}_written)::int AS written, (SELECT count(*) FROM ${name}_deleted)::int AS deleted`;
}

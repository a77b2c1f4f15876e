import { columnNames, sqlTypeOf, type ReportingTable } from '@voc/reporting-schema';

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
 * - `<name>_old`: the stored rows `m` of the keys (`keys`, a SELECT of them as `k`; `match`, the
 *   condition on `m` and `k`), found key by key (LATERAL, kept from being flattened into a join by
 *   OFFSET 0: through the primary key's prefix, never a scan of the whole table, whatever the
 *   planner guesses of the JSON key list's size or of a table autovacuum has not analysed);
 * - `<name>_diff`: both, side by side by primary key (a FULL JOIN: hashed or merged, never a loop
 *   of every fresh row over every stored one, which is what the planner picks for an anti-join
 *   of two CTEs it thinks hold one row each);
 * - `<name>_changed`: fresh rows with no identical stored row (new or changed), written by upsert;
 * - `<name>_stale`: stored rows with no identical fresh row (changed or gone): a delta's old side;
 * - `<name>_written`, `<name>_deleted`: the upsert and the delete of the rows the recount dropped.
 * The upsert and the delete touch disjoint rows (keys in the recount, keys not in it).
 */
export function inPlaceRecountCtes(schema: string, table: ReportingTable, name: string, recount: string, keys: string, match: string): string[] {
  const qualified = `${schema}.${table.name}`;
  const columns = columnNames(table);
  const others = columns.filter((c) => !table.primaryKey.includes(c));
  const list = (alias: string, of: readonly string[]) => of.map((c) => `${alias}.${c}`).join(', ');
  const side = (prefix: string) => columns.map((c) => `${prefix}_${c} AS ${c}`).join(', ');
  // Primary key columns are never null: a side's first key column says whether it has the row.
  const [first] = table.primaryKey;
  return [
    `${name}_fresh AS (SELECT ${columns.map((c) => `r.${c}::${sqlTypeOf(table.columns[c])} AS ${c}`).join(', ')} FROM (${recount}) AS r(${columns.join(', ')}))`,
    `${name}_old AS (SELECT ${list('m', columns)} FROM (${keys}) k CROSS JOIN LATERAL (SELECT * FROM ${qualified} m WHERE ${match} OFFSET 0) m)`,
    `${name}_diff AS (SELECT ${columns.map((c) => `f.${c} AS f_${c}, o.${c} AS o_${c}`).join(', ')},
       f.${first} IS NOT NULL AS in_fresh, o.${first} IS NOT NULL AS in_old, (${list('f', others)}) IS NOT DISTINCT FROM (${list('o', others)}) AS same
       FROM ${name}_fresh f FULL JOIN ${name}_old o ON ${table.primaryKey.map((c) => `f.${c} = o.${c}`).join(' AND ')})`,
    `${name}_changed AS (SELECT ${side('f')} FROM ${name}_diff WHERE in_fresh AND NOT (in_old AND same))`,
    `${name}_stale AS (SELECT ${side('o')} FROM ${name}_diff WHERE in_old AND NOT (in_fresh AND same))`,
    `${name}_written AS (INSERT INTO ${qualified} AS stored (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM ${name}_changed
       ON CONFLICT (${table.primaryKey.join(', ')}) DO UPDATE SET ${others.map((c) => `${c} = excluded.${c}`).join(', ')}
       WHERE (${list('stored', others)}) IS DISTINCT FROM (${list('excluded', others)})
       RETURNING 1)`,
    `${name}_deleted AS (DELETE FROM ${qualified} m USING ${name}_diff d
       WHERE NOT d.in_fresh AND ${table.primaryKey.map((c) => `m.${c} = d.o_${c}`).join(' AND ')}
       RETURNING 1)`,
  ];
}

/** One statement recounting `table`'s rows of the keys in place (inPlaceRecountCtes); answers the rows written and deleted. */
export function inPlaceRecountSql(schema: string, table: ReportingTable, recount: string, keys: string, match: string): string {
  const name = 'rollup';
  return `WITH ${inPlaceRecountCtes(schema, table, name, recount, keys, match).join(',\n     ')}
     SELECT (SELECT count(*) FROM ${name}_written)::int AS written, (SELECT count(*) FROM ${name}_deleted)::int AS deleted`;
}

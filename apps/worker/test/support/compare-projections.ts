import type { Client } from 'pg';
import { PDCA_REPORTING_TABLES, REPORTING_TABLES, VOC_REPORTING_TABLES, VOICE_REPORTING_TABLES } from '@voc/reporting-schema';

/**
 * Rows that differ between two schemas' projection tables, the ticket, VOC, PDCA and voice ones
 * unless `tables` names others (both directions of EXCEPT ALL), per table. Empty = equal row for row.
 */
export async function projectionDifferences(
  client: Client,
  a: string,
  b: string,
  tables: readonly string[] = [...REPORTING_TABLES, ...VOC_REPORTING_TABLES, ...PDCA_REPORTING_TABLES, ...VOICE_REPORTING_TABLES],
): Promise<Record<string, number>> {
  const differences: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await client.query<{ n: string }>(
      `SELECT (SELECT count(*) FROM (SELECT * FROM ${a}.${table} EXCEPT ALL SELECT * FROM ${b}.${table}) x)
            + (SELECT count(*) FROM (SELECT * FROM ${b}.${table} EXCEPT ALL SELECT * FROM ${a}.${table}) y) AS n`,
    );
    if (Number(rows[0].n) > 0) differences[table] = Number(rows[0].n);
  }
  return differences;
}

/**
 * A few of the differing rows of each named table, from both sides, matched on the table's primary
 * key so that the two versions of one row stand together, with only the columns that differ: what a
 * failed equality prints.
 */
export async function differingRowSamples(client: Client, a: string, b: string, tables: readonly string[], perTable = 3): Promise<string> {
  const lines: string[] = [];
  for (const table of tables) {
    const { rows: keyRows } = await client.query<{ column: string }>(
      `SELECT a.attname AS column FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
        WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
      [`${a}.${table}`],
    );
    const { rows: only } = await client.query(`SELECT * FROM (SELECT * FROM ${a}.${table} EXCEPT ALL SELECT * FROM ${b}.${table}) x LIMIT ${perTable}`);
    for (const row of only) {
      const key = keyRows.length > 0 ? keyRows.map(({ column }) => column) : [Object.keys(row)[0]];
      const { rows: other } = await client.query(`SELECT * FROM ${b}.${table} WHERE ${key.map((column, i) => `${column} IS NOT DISTINCT FROM $${i + 1}`).join(' AND ')}`, key.map((column) => row[column]));
      const differs = Object.keys(row).filter((column) => JSON.stringify(other[0]?.[column]) !== JSON.stringify(row[column]));
      const pick = (side: Record<string, unknown>) => JSON.stringify(Object.fromEntries(differs.map((column) => [column, side[column]])));
      const where = key.map((column) => `${column}=${JSON.stringify(row[column])}`).join(' ');
      lines.push(`${table} ${where}: ${a} ${pick(row)} / ${b} ${other.length === 0 ? 'no row' : pick(other[0])}`);
    }
  }
  return lines.join('\n');
}

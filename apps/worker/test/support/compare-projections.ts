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

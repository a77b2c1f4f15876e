import { Client } from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import { dataSourceOptions } from '@voc/migrations';
import { createMigratedDatabase, eventDealers, insertEvents, insertTestDealers, syntheticTicketEvents, type ThrowawayDatabase } from '@voc/testing';
import { recomputeKpiMonthly, type RollupKey } from '../../../src/projections/tickets/kpi-monthly.projection';
import { projectAll } from '../../../src/projections/tickets/project-tickets';
import { testProjectionStores as projectionStores } from '../../../test/support/test-projection-stores';
import { recomputeTicketKpiRollups } from '../../../src/projections/tickets/ticket-kpi-rollups.projection';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** How many rows of `relation` a plan's scans read (returned or thrown away by a filter), over all their loops. */
function rowsReadOf(relation: string, node: PlanNode): number {
  const own =
    node['Relation Name'] === relation && node['Node Type'] !== 'ModifyTable'
      ? ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * (node['Actual Loops'] ?? 1)
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsReadOf(relation, child), 0);
}

/**
 * Every tickets-projection batch recounts its (month of receipt, dealer, type, source) keys of
 * kpi_monthly, ticket_status_monthly and ticket_closed_monthly from ticket_kpi. Each key must be
 * found through an index on the whole key (reporting migration 1765400700000), with statistics and
 * without: unanalysed, the planner took the (source, month) index and read every dealer's tickets
 * of that source and month for each key, a batch taking seconds at 320,000 tickets (issue 15,
 * bench:projections (b), LAG_DIAG=1).
 */
describe('the roll-ups recount their keys from ticket_kpi by the key index', () => {
  let database: ThrowawayDatabase;
  let client: Client;
  let db: DataSource;
  let keys: RollupKey[];

  /** The rows each writing statement of the recount (the in-place WITH …, or an INSERT) read from ticket_kpi (EXPLAIN ANALYZE in a transaction rolled back after). */
  async function rowsReadByInserts(recount: (manager: EntityManager) => Promise<void>, relation = 'ticket_kpi'): Promise<number[]> {
    const read: number[] = [];
    await db
      .transaction(async (manager) => {
        const explaining = new Proxy(manager, {
          get(target, property, receiver) {
            if (property !== 'query') return Reflect.get(target, property, receiver);
            return async (sql: string, parameters?: unknown[]) => {
              if (!/^\s*(INSERT|WITH)/.test(sql)) return target.query(sql, parameters);
              const [row] = await target.query<Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>>(`EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${sql}`, parameters);
              read.push(rowsReadOf(relation, row['QUERY PLAN'][0].Plan));
              return [];
            };
          },
        });
        await recount(explaining);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    return read;
  }

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_rollup_plans');
    client = new Client({ connectionString: database.url });
    await client.connect();
    await insertTestDealers(client, { count: 60, code: 'K', saleAreas: 3 });
    await insertEvents(client, syntheticTicketEvents(1500, await eventDealers(client), new Date('2026-05-01T00:00:00Z'), 1));
    db = await new DataSource(dataSourceOptions(database.url, 2)).initialize();
    await projectAll(projectionStores(db), 'reporting', 2000);
    // The store's size is what the planner weighs: 60 more copies of every ticket's row (new ids,
    // the same dealers, months, types and sources), 91,500 rows, as a few months of a large network.
    await client.query(
      `INSERT INTO reporting.ticket_kpi SELECT (jsonb_populate_record(t, jsonb_build_object('ticket_id', gen_random_uuid()))).* FROM reporting.ticket_kpi t, generate_series(1, 60)`,
    );
    keys = (
      await client.query<RollupKey>(
        `SELECT DISTINCT to_char(received_month, 'YYYY-MM-DD') AS received_month, dealer_ref::text AS dealer_ref, type, source FROM reporting.ticket_kpi ORDER BY 1, 2, 3, 4 LIMIT 40`,
      )
    ).rows;
  }, 300_000);

  afterAll(async () => {
    await db?.destroy();
    await client?.end();
    await database?.drop();
  });

  it('reads only the keys\' rows, on a store not analysed yet', async () => {
    const { rows } = await client.query(`SELECT count(*)::int AS tickets, count(DISTINCT source)::int AS sources FROM reporting.ticket_kpi`);
    expect(rows[0].tickets).toBeGreaterThan(90_000);
    expect(rows[0].sources).toBeGreaterThan(1);
    expect((await client.query(`SELECT reltuples FROM pg_class WHERE oid = 'reporting.ticket_kpi'::regclass`)).rows[0].reltuples).toBe(-1);
    const keyRows = (
      await client.query(
        `SELECT count(*)::int AS n FROM reporting.ticket_kpi t JOIN jsonb_to_recordset($1::jsonb) AS k(received_month date, dealer_ref uuid, type text, source text)
           ON t.received_month = k.received_month AND t.dealer_ref = k.dealer_ref AND t.type = k.type AND t.source = k.source`,
        [JSON.stringify(keys)],
      )
    ).rows[0].n as number;
    expect(keyRows).toBeGreaterThan(keys.length);

    const read = [...(await rowsReadByInserts((manager) => recomputeKpiMonthly(manager, 'reporting', keys))), ...(await rowsReadByInserts((manager) => recomputeTicketKpiRollups(manager, 'reporting', keys)))];
    // kpi_monthly, ticket_status_monthly, ticket_closed_monthly: each read the keys' rows, no more
    // (EXPLAIN gives a scan's rows as a per-loop average rounded to a whole row: within one a key).
    expect(read).toHaveLength(3);
    for (const rowsRead of read) expect(Math.abs(rowsRead - keyRows)).toBeLessThanOrEqual(keys.length);
  });

  it('finds the keys\' stored roll-up rows by the whole key, on roll-ups not analysed yet', async () => {
    // Written in place (rollup-in-place.ts), each roll-up's statement reads its stored rows of the
    // keys to compare them with the recount. Unanalysed, the planner took ticket_status_monthly's
    // (source, month) index and read every dealer's rows of that source and month for each key
    // (the helper's auto_explain at 40,000 tickets: 734 ms a batch); reporting migration
    // 1765400800000 makes that index cover the key.
    for (const table of ['kpi_monthly', 'ticket_status_monthly', 'ticket_closed_monthly']) {
      expect((await client.query(`SELECT reltuples FROM pg_class WHERE oid = 'reporting.${table}'::regclass`)).rows[0].reltuples).toBe(-1);
    }
    const storedOfKeys = async (table: string) =>
      (
        await client.query(
          `SELECT count(*)::int AS n FROM reporting.${table} m JOIN jsonb_to_recordset($1::jsonb) AS k(received_month date, dealer_ref uuid, type text, source text)
             ON m.month = k.received_month AND m.dealer_ref = k.dealer_ref AND m.type = k.type AND m.source = k.source`,
          [JSON.stringify(keys)],
        )
      ).rows[0].n as number;
    const all = async (table: string) => (await client.query(`SELECT count(*)::int AS n FROM reporting.${table}`)).rows[0].n as number;
    const [kpiMonthly] = await rowsReadByInserts((manager) => recomputeKpiMonthly(manager, 'reporting', keys), 'kpi_monthly');
    const [statusMonthly] = await rowsReadByInserts((manager) => recomputeTicketKpiRollups(manager, 'reporting', keys), 'ticket_status_monthly');
    const [, closedMonthly] = await rowsReadByInserts((manager) => recomputeTicketKpiRollups(manager, 'reporting', keys), 'ticket_closed_monthly');
    for (const [table, rowsRead] of [['kpi_monthly', kpiMonthly], ['ticket_status_monthly', statusMonthly], ['ticket_closed_monthly', closedMonthly]] as const) {
      const stored = await storedOfKeys(table);
      // The other dealers' rows are there to be read by a probe on part of the key.
      expect(await all(table)).toBeGreaterThan(10 * stored);
      // Within one a key: EXPLAIN gives a scan's rows as a per-loop average rounded to a whole row.
      expect({ table, stored, rowsRead, onlyTheKeys: rowsRead <= stored + keys.length }).toMatchObject({ table, onlyTheKeys: true });
    }
  });
});

class Rollback extends Error {}

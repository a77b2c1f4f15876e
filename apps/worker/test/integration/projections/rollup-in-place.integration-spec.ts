import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import { dataSourceOptions } from '@voc/migrations';
import { createThrowawayDatabase, insertEvents, migrateDatabase, type SyntheticEvent, type ThrowawayDatabase } from '@voc/testing';
import { recomputeKpiMonthly, type RollupKey } from '../../../src/projections/tickets/kpi-monthly.projection';
import { projectAll } from '../../../src/projections/tickets/project-tickets';
import { testProjectionStores as projectionStores } from '../../../test/support/test-projection-stores';
import { replayInto } from '../../../src/projections/tickets/rebuild-projections';
import { recomputeTicketKpiRollups } from '../../../src/projections/tickets/ticket-kpi-rollups.projection';
import { projectAllVoc } from '../../../src/projections/voc/project-voc';
import type { TicketVocState } from '../../../src/projections/voc/ticket-voc.evolve';
import { recomputeVocMonthly } from '../../../src/projections/voc/voc.projection';
import { projectionDifferences } from '../../support/compare-projections';

const DEALER = '00000000-0000-4000-8000-000000000001';
const MONTH = '2026-04-01';

/** Every roll-up a batch recounts for its keys (all have month, type and source; the area ones no dealer). */
const ROLLUPS = [
  'kpi_monthly',
  'ticket_status_monthly',
  'ticket_closed_monthly',
  'voc_monthly',
  'voc_category_monthly',
  'voc_dealer_monthly',
  'voc_dealer_category_monthly',
  'voc_area_monthly',
  'voc_area_category_monthly',
];

function ticketEvents(id: string, type: 'showroom' | 'service', source: string, createdDate: string) {
  const ticket = { type, source, dealer_ref: DEALER, dealer_code: 'D0001', area_code: 'R1-1', region: 'Region1', created_oa_date: createdDate, created_date: createdDate };
  const at = (hours: number) => new Date(new Date(createdDate).getTime() + hours * 3600_000).toISOString();
  return {
    created: (categories: Record<string, boolean>, car_model: string): SyntheticEvent =>
      ({ ticket_id: id, type: 'TicketCreated', occurred_at: at(0), payload: { ticket, case_no: id.slice(0, 8), status: 'W', complaint_categories: categories, car_model } }) as SyntheticEvent,
    updated: (changes: Record<string, unknown>): SyntheticEvent => ({ ticket_id: id, type: 'TicketUpdated', occurred_at: at(1), payload: { ticket, changes } }) as SyntheticEvent,
    cancelled: (): SyntheticEvent => ({ ticket_id: id, type: 'TicketCancelled', occurred_at: at(2), payload: { ticket, from: 'W', reason: 'duplicate' } }) as SyntheticEvent,
    deleted: (): SyntheticEvent => ({ ticket_id: id, type: 'TicketDeleted', occurred_at: at(3), payload: { ticket, status: 'W' } }) as SyntheticEvent,
  };
}

/** One roll-up row: which (type, source) key it is under, where it lies and which transaction wrote it. */
interface StoredRow {
  table: string;
  key: string;
  row: string;
  ctid: string;
  xmin: string;
}

interface Writes {
  inserted: number;
  updated: number;
  hot: number;
  deleted: number;
}

/**
 * The batch roll-ups are written in place (rollup-in-place, issue 15): a recount that gives a key's
 * rows unchanged leaves them where they are (same ctid and xmin: no dead version, no dead index
 * entry), a changed row is updated (HOT: its measures are in no index), and a key no ticket counts
 * in any more loses its rows; the result stays equal to a replay.
 */
describe('the batch roll-ups write only what changed, in place', () => {
  let database: ThrowawayDatabase;
  let client: Client;
  let db: DataSource;
  // Key A (showroom, survey) is touched but unchanged; B (showroom, callcenter) changes; C (service, survey) empties.
  const a1 = ticketEvents(randomUUID(), 'showroom', 'survey', '2026-04-10T03:00:00.000Z');
  const a2 = ticketEvents(randomUUID(), 'showroom', 'survey', '2026-04-11T03:00:00.000Z');
  const b1 = ticketEvents(randomUUID(), 'showroom', 'callcenter', '2026-04-10T03:00:00.000Z');
  const b2 = ticketEvents(randomUUID(), 'showroom', 'callcenter', '2026-04-12T03:00:00.000Z');
  const c1 = ticketEvents(randomUUID(), 'service', 'survey', '2026-04-13T03:00:00.000Z');
  const keyOf = (type: string, source: string) => (type === 'showroom' ? (source === 'survey' ? 'A' : 'B') : 'C');
  const rollupKeys: RollupKey[] = [
    { received_month: MONTH, dealer_ref: DEALER, type: 'showroom', source: 'survey' },
    { received_month: MONTH, dealer_ref: DEALER, type: 'showroom', source: 'callcenter' },
    { received_month: MONTH, dealer_ref: DEALER, type: 'service', source: 'survey' },
  ];

  async function storedRows(): Promise<StoredRow[]> {
    const rows: StoredRow[] = [];
    for (const table of ROLLUPS) {
      const { rows: found } = await client.query<{ type: string; source: string; row: string; ctid: string; xmin: string }>(
        `SELECT type, source, to_jsonb(r)::text AS row, ctid::text AS ctid, xmin::text AS xmin FROM reporting.${table} r WHERE month = $1 ORDER BY ctid`,
        [MONTH],
      );
      rows.push(...found.map(({ type, source, row, ctid, xmin }) => ({ table, key: keyOf(type, source), row, ctid, xmin })));
    }
    return rows;
  }

  /**
   * Runs `recount` in a transaction rolled back after; answers what it wrote per roll-up: the
   * backend's own table counters after it less before it (they also hold earlier transactions of
   * the connection until the backend reports them, never inside a transaction).
   */
  async function writesOf(recount: (manager: EntityManager) => Promise<void>): Promise<Record<string, Writes>> {
    const counters = async (manager: EntityManager) => {
      const found: Record<string, Writes> = {};
      for (const table of ROLLUPS) {
        const [counts] = await manager.query<Writes[]>(
          `SELECT pg_stat_get_xact_tuples_inserted(t)::int AS inserted, pg_stat_get_xact_tuples_updated(t)::int AS updated,
                  pg_stat_get_xact_tuples_hot_updated(t)::int AS hot, pg_stat_get_xact_tuples_deleted(t)::int AS deleted
           FROM (SELECT $1::regclass::oid AS t) x`,
          [`reporting.${table}`],
        );
        found[table] = counts;
      }
      return found;
    };
    const writes: Record<string, Writes> = {};
    await db
      .transaction(async (manager) => {
        const before = await counters(manager);
        await recount(manager);
        const after = await counters(manager);
        for (const table of ROLLUPS) {
          writes[table] = {
            inserted: after[table].inserted - before[table].inserted,
            updated: after[table].updated - before[table].updated,
            hot: after[table].hot - before[table].hot,
            deleted: after[table].deleted - before[table].deleted,
          };
        }
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    return writes;
  }

  const vocKeys = rollupKeys.map((k) => k as unknown as TicketVocState);
  const recountAll = async (manager: EntityManager) => {
    await recomputeKpiMonthly(manager, 'reporting', rollupKeys);
    await recomputeTicketKpiRollups(manager, 'reporting', rollupKeys);
    await recomputeVocMonthly(manager, 'reporting', vocKeys);
  };
  const nothing = { inserted: 0, updated: 0, hot: 0, deleted: 0 };

  beforeAll(async () => {
    database = await createThrowawayDatabase('voc_rollup_in_place');
    await migrateDatabase(database.url, null);
    client = new Client({ connectionString: database.url });
    await client.connect();
    db = await new DataSource(dataSourceOptions(database.url, 2)).initialize();
    await insertEvents(client, [
      a1.created({ A01: true }, 'Navara'),
      a2.created({ A01: true, F02: true }, 'Navara'),
      b1.created({ A01: true }, 'Terra'),
      b2.created({ A01: true }, 'Terra'),
      c1.created({ S03: true }, 'Kicks'),
    ]);
    await projectAll(projectionStores(db));
    await projectAllVoc(projectionStores(db));
  });

  afterAll(async () => {
    await db?.destroy();
    await client?.end();
    await database?.drop();
  });

  it('a recount of keys whose tickets did not change writes no row of any roll-up', async () => {
    const before = await storedRows();
    // Every roll-up holds rows of the three keys but ticket_closed_monthly (no ticket closed).
    expect(new Set(before.map((r) => `${r.table}:${r.key}`)).size).toBe((ROLLUPS.length - 1) * 3);
    expect(await writesOf(recountAll)).toEqual(Object.fromEntries(ROLLUPS.map((table) => [table, nothing])));
    expect(await storedRows()).toEqual(before);
  });

  it('a changed measure is a HOT update of its row, nothing inserted or deleted', async () => {
    const writes = await writesOf(async (manager) => {
      // b2 now counts as decided for KPI 2 (in no index of kpi_monthly): one measure of B's row changes.
      await manager.query(`UPDATE reporting.ticket_kpi SET kpi2 = true WHERE ticket_id = (SELECT ticket_id FROM reporting.ticket_kpi WHERE source = 'callcenter' ORDER BY received_at DESC LIMIT 1)`);
      await recomputeKpiMonthly(manager, 'reporting', rollupKeys);
    });
    expect(writes['kpi_monthly']).toEqual({ inserted: 0, updated: 1, hot: 1, deleted: 0 });
  });

  it('a batch leaves the unchanged key\'s rows untouched, updates the changed key\'s and drops the emptied key\'s, equal to a replay', async () => {
    const before = await storedRows();
    // A: a car model set to the one it has (both projections recount A); B: one ticket cancelled; C: its only ticket deleted.
    await insertEvents(client, [a1.updated({ car_model: 'Navara' }), b1.cancelled(), c1.deleted()]);
    await projectAll(projectionStores(db));
    await projectAllVoc(projectionStores(db));
    const after = await storedRows();

    const of = (rows: StoredRow[], key: string) => rows.filter((r) => r.key === key);
    expect(of(after, 'A').length).toBeGreaterThan(0);
    expect(of(after, 'A')).toEqual(of(before, 'A'));
    expect(of(after, 'C')).toEqual([]);
    expect(of(before, 'C').length).toBeGreaterThan(0);
    // B: every roll-up that counts cancellations changed a row in place; the VOC rows of B's other
    // ticket stay, their key now counting one ticket fewer.
    const bBefore = new Map(of(before, 'B').map((r) => [`${r.table}:${r.ctid}`, r]));
    const rewritten = of(after, 'B').filter((r) => bBefore.get(`${r.table}:${r.ctid}`)?.xmin !== r.xmin);
    expect(new Set(rewritten.map((r) => r.table))).toEqual(new Set(['kpi_monthly', 'ticket_status_monthly', 'voc_monthly', 'voc_category_monthly', 'voc_dealer_monthly', 'voc_dealer_category_monthly', 'voc_area_monthly', 'voc_area_category_monthly']));
    expect(of(after, 'B').filter((r) => r.table === 'kpi_monthly').map((r) => JSON.parse(r.row))).toMatchObject([{ tickets: 2, cancelled: 1, open_tickets: 1 }]);
    expect(of(after, 'B').filter((r) => r.table === 'voc_category_monthly').map((r) => JSON.parse(r.row))).toMatchObject([{ car_model: 'Terra', category_code: 'A01', complaints: 1 }]);

    await replayInto(projectionStores(db), 'reporting_check');
    expect(await projectionDifferences(client, 'reporting', 'reporting_check')).toEqual({});
  });
});

class Rollback extends Error {}

import { Client } from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import { dataSourceOptions } from '@voc/migrations';
import { createMigratedDatabase, eventDealers, insertEvents, insertTestDealers, syntheticTicketEvents, type ThrowawayDatabase } from '@voc/testing';
import { freezeKpiMonths } from '../../../src/projections/freezing/freeze-kpi-months';
import { projectAll } from '../../../src/projections/tickets/project-tickets';
import { testProjectionStores as projectionStores } from '../../../test/support/test-projection-stores';

const CLOSE_DAY = 5;

/**
 * Freezing a month reads its ticket rows a chunk at a time (issue 15: at ~105,000 tickets a month
 * the whole month as one JSON document, ~90 MB, took the worker past its 256 MB heap at every
 * month-end of bench:projections' million-event log): the frozen figures are the same whatever
 * the chunk, and no statement carries more than a chunk of rows.
 */
describe('the KPI month freeze, a chunk of rows at a time', () => {
  let database: ThrowawayDatabase;
  let client: Client;
  let db: DataSource;
  let month: string;
  let monthRows: number;

  /** kpi_monthly_frozen as the freeze of `month` leaves it (in a transaction rolled back after), and the largest parameter any statement got. */
  async function freezeWith(chunkRows: number): Promise<{ frozen: unknown[]; largestParameter: number }> {
    let frozen: unknown[] = [];
    let largestParameter = 0;
    await db
      .transaction(async (manager) => {
        const recording = new Proxy(manager, {
          get(target, property, receiver) {
            if (property !== 'query') return Reflect.get(target, property, receiver);
            return (sql: string, parameters?: unknown[]) => {
              for (const parameter of parameters ?? []) largestParameter = Math.max(largestParameter, String(parameter).length);
              return target.query(sql, parameters);
            };
          },
        }) as EntityManager;
        await freezeKpiMonths(recording, 'reporting', [month], CLOSE_DAY, manager, 'calendar', undefined, chunkRows);
        frozen = await manager.query(`SELECT * FROM reporting.kpi_monthly_frozen ORDER BY month, dealer_ref, type, source`);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    return { frozen, largestParameter };
  }

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_freeze_chunks');
    client = new Client({ connectionString: database.url });
    await client.connect();
    await insertTestDealers(client, { count: 12, code: 'F', saleAreas: 3 });
    await insertEvents(client, syntheticTicketEvents(400, await eventDealers(client), new Date('2026-05-01T00:00:00Z'), 1));
    db = await new DataSource(dataSourceOptions(database.url, 2)).initialize();
    // No close day: nothing is frozen while projecting; the freeze below is the one measured.
    await projectAll(projectionStores(db), 'reporting', 2000);
    const busiest = await client.query(`SELECT to_char(received_month, 'YYYY-MM-DD') AS month, count(*)::int AS n FROM reporting.ticket_kpi WHERE NOT deleted GROUP BY 1 ORDER BY 2 DESC LIMIT 1`);
    month = busiest.rows[0].month;
    monthRows = busiest.rows[0].n;
  }, 300_000);

  afterAll(async () => {
    await db?.destroy();
    await client?.end();
    await database?.drop();
  });

  it('freezes the same figures in chunks of 7 rows as in one chunk, each statement carrying at most a chunk', async () => {
    expect(monthRows).toBeGreaterThan(50);
    const whole = await freezeWith(100_000);
    const chunked = await freezeWith(7);
    expect(whole.frozen.length).toBeGreaterThan(0);
    expect((whole.frozen as Array<{ tickets: number }>).reduce((sum, row) => sum + Number(row.tickets), 0)).toBe(monthRows);
    expect(chunked.frozen).toEqual(whole.frozen);
    // One chunk is the whole month in one parameter; seven rows are a small part of it.
    expect(chunked.largestParameter * (monthRows / 7) * 0.5).toBeLessThan(whole.largestParameter);
  });

  it('refuses a month that is not a date, writing nothing', async () => {
    await expect(db.transaction((manager) => freezeKpiMonths(manager, 'reporting', ["2026-05-01'; DROP TABLE x; --"], CLOSE_DAY, manager, 'calendar'))).rejects.toThrow(/not a YYYY-MM-DD date/);
    expect((await client.query(`SELECT count(*)::int AS n FROM reporting.kpi_monthly_frozen`)).rows[0].n).toBe(0);
  });
});

class Rollback extends Error {}

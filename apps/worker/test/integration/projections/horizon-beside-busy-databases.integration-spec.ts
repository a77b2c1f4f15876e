import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@voc/migrations';
import { createThrowawayDatabase, eventDealers, insertEvents, insertTestDealers, migrateDatabase, syntheticTicketEvents, type ThrowawayDatabase } from '@voc/testing';
import { projectNextBatch } from '../../../src/projections/tickets/project-tickets';
import { type ProjectionStores } from '../../../src/projections/tickets/projection-stores';
import { testProjectionStores as projectionStores } from '../../../test/support/test-projection-stores';
import { projectNextVocBatch } from '../../../src/projections/voc/project-voc';

// Other databases on the same server run many short transactions (other tenants, the reporting
// store, other test files). A step right after an append must read the append every time: the
// safe horizon leaves other databases' transactions out (libs/events activity-view.ts). Before the
// step took its view of pg_stat_activity first, 40–57% of such steps read nothing.
interface Setup {
  databases: ThrowawayDatabase[];
  client: Client;
  stores: ProjectionStores;
  sources: DataSource[];
}

/** A migrated database with one dealer, its reporting store in it or (`split`) in a database of its own. */
async function setUp(split: boolean): Promise<Setup> {
  const main = await createThrowawayDatabase('voc_hzn');
  const reportingDatabase = split ? await createThrowawayDatabase('voc_hzn_rep') : null;
  await migrateDatabase(main.url, reportingDatabase?.url ?? null);
  const client = new Client({ connectionString: main.url });
  await client.connect();
  await insertTestDealers(client, { count: 1, code: 'H' });
  const events = await new DataSource(dataSourceOptions(main.url, 2)).initialize();
  const reporting = reportingDatabase ? await new DataSource(dataSourceOptions(reportingDatabase.url, 2)).initialize() : events;
  return {
    databases: reportingDatabase ? [main, reportingDatabase] : [main],
    client,
    stores: projectionStores(events, reporting),
    sources: reportingDatabase ? [events, reporting] : [events],
  };
}

describe('a projection step beside a database busy with short transactions', () => {
  const ROUNDS = 40;
  const setups: Setup[] = [];
  let busyDatabase: ThrowawayDatabase;
  const busy: Client[] = [];
  let stopBusy = false;
  let busyLoops: Promise<void>[] = [];

  beforeAll(async () => {
    setups.push(await setUp(false), await setUp(true));
    busyDatabase = await createThrowawayDatabase('voc_hzn_busy');
    for (let i = 0; i < 8; i += 1) {
      const c = new Client({ connectionString: busyDatabase.url });
      await c.connect();
      busy.push(c);
    }
    // Each busy client: a transaction with an xid, open for 0-10 ms, again and again.
    busyLoops = busy.map(async (c, i) => {
      for (let n = 0; !stopBusy; n += 1) {
        await c.query('BEGIN');
        await c.query('SELECT pg_current_xact_id()');
        await c.query(`SELECT pg_sleep(${((i * 7 + n * 3) % 11) / 1000})`);
        await c.query('COMMIT');
      }
    });
  });

  afterAll(async () => {
    stopBusy = true;
    await Promise.allSettled(busyLoops);
    await Promise.allSettled(busy.map((c) => c.end()));
    for (const setup of setups) {
      await Promise.allSettled(setup.sources.map((source) => source.destroy()));
      await setup.client.end().catch(() => undefined);
      await Promise.allSettled(setup.databases.map((d) => d.drop()));
    }
    await busyDatabase?.drop();
  });

  it.each([
    ['tickets, log and reporting store in one database', 0, 'tickets'],
    ['VOC, log and reporting store in one database', 0, 'voc'],
    ['tickets, reporting store in a database of its own', 1, 'tickets'],
    ['VOC, reporting store in a database of its own', 1, 'voc'],
  ] as const)('%s: reads every append at once', async (_name, which, projection) => {
    const { client, stores } = setups[which];
    const step = projection === 'tickets' ? () => projectNextBatch(stores) : () => projectNextVocBatch(stores);
    // Whatever an earlier case appended is taken first.
    for (let r = await step(); r.applied > 0; r = await step());
    const misses: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const events = syntheticTicketEvents(1, await eventDealers(client), new Date('2026-03-01T00:00:00Z'), round + 1);
      await insertEvents(client, events);
      if ((await step()).applied !== events.length) misses.push(round);
    }
    expect(misses).toEqual([]);
  });
});

import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@voc/migrations';
import { createMigratedDatabase, createThrowawayDatabase, eventDealers, insertEvents, insertTestDealers, syntheticTicketEvents, type ThrowawayDatabase } from '@voc/testing';
import { projectAll } from '../../../src/projections/tickets/project-tickets';
import { testProjectionStores as projectionStores } from '../../../test/support/test-projection-stores';
import { waitFor } from '../../support/worker-context';
import { logHead } from '@voc/events';

describe('reading the log in small batches across position digit boundaries (1…9, 10…99, 100…)', () => {
  let database: ThrowawayDatabase;
  let client: Client;
  let db: DataSource;

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_order');
    client = new Client({ connectionString: database.url });
    await client.connect();
    await insertTestDealers(client, { count: 1, code: 'O' });
    db = new DataSource(dataSourceOptions(database.url, 2));
    await db.initialize();
  });

  afterAll(async () => {
    await db?.destroy();
    await client?.end();
    await database?.drop();
  });

  it('applies every event in log order, numerically not as text', async () => {
    const events = syntheticTicketEvents(60, await eventDealers(client), new Date('2026-01-01T00:00:00Z'), 3);
    // One transaction: one tx id, positions 1..N crossing 9→10 and 99→100. Sorted as text, a batch
    // of 7 would be 1, 10, 100, 101, ... and its checkpoint would skip 2..9 and 11..99.
    await insertEvents(client, events);
    expect(events.length).toBeGreaterThan(100);
    // The safe horizon is cluster-wide: a transaction open elsewhere holds it back for a moment.
    await waitFor(async () => (await logHead(db.manager)).head?.position === String(events.length) || undefined, 30000, 'log head below the horizon');
    let applied = 0;
    for (let step = await projectAll(projectionStores(db), 'reporting', 7); step > 0; step = await projectAll(projectionStores(db), 'reporting', 7)) applied += step;
    expect(applied).toBe(events.length);
    const { rows } = await client.query(`SELECT count(*)::int AS n, sum(CASE WHEN status = 'B' THEN 1 ELSE 0 END)::int AS done FROM reporting.ticket_kpi`);
    const completed = new Set(events.filter((e) => e.type === 'TicketStatusChanged' && (e.payload as { to: string }).to === 'B').map((e) => e.ticket_id));
    expect(rows[0]).toEqual({ n: 60, done: completed.size });
    const flows = await client.query(`SELECT sum(entered)::int AS entered FROM reporting.status_day_flows`);
    // Every creation and status move enters a status; verifications and edits enter none.
    expect(flows.rows[0].entered).toBe(events.filter((e) => e.type === 'TicketCreated' || e.type === 'TicketStatusChanged').length);
  });

  it('is not held back by a transaction open in another database, and is held by one open in this one', async () => {
    const other = await createThrowawayDatabase('voc_other');
    const elsewhere = new Client({ connectionString: other.url });
    const here = new Client({ connectionString: database.url });
    await Promise.all([elsewhere.connect(), here.connect()]);
    try {
      // A long transaction elsewhere on the server (a migration, a psql session left open).
      await elsewhere.query('BEGIN');
      await elsewhere.query('SELECT pg_current_xact_id()');
      const events = syntheticTicketEvents(3, await eventDealers(client), new Date('2026-02-01T00:00:00Z'), 1);
      await insertEvents(client, events);
      const [{ last }] = (await client.query(`SELECT max(position)::text AS last FROM ticket_events`)).rows;
      const head = await logHead(db.manager);
      expect(head.head?.position).toBe(last);
      expect(head.held).toBe(false);

      // A transaction of this database that has an xid may still append: it holds the horizon.
      await here.query('BEGIN');
      await here.query('SELECT pg_current_xact_id()');
      await insertEvents(client, syntheticTicketEvents(2, await eventDealers(client), new Date('2026-02-02T00:00:00Z'), 1));
      const held = await logHead(db.manager);
      expect(held.head?.position).toBe(last);
      expect(held.held).toBe(true);
      await here.query('COMMIT');
      const [{ now }] = (await client.query(`SELECT max(position)::text AS now FROM ticket_events`)).rows;
      expect((await logHead(db.manager)).head?.position).toBe(now);
    } finally {
      await elsewhere.query('ROLLBACK').catch(() => undefined);
      await here.query('ROLLBACK').catch(() => undefined);
      await Promise.all([elsewhere.end(), here.end()]);
      await other.drop();
    }
  });
});

import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@voc/migrations';
import { createMigratedDatabase, type ThrowawayDatabase } from '@voc/testing';
import { seedDemoData } from '../../../src/demo-data/seed-demo-data';
import { seedDemoTickets } from '../../../src/demo-data/seed-demo-tickets';

/**
 * No event is dated in the future (issue 31): the demo seed plays 18 months of ticket work up to
 * now, and a recent ticket's later steps and its verification have not happened yet. Seeded with
 * the real clock, the log's latest event is not after it.
 */
describe('the demo seed writes no event dated in the future', () => {
  let database: ThrowawayDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_demo_no_future');
    db = new DataSource(dataSourceOptions(database.url, 8));
    await db.initialize();
    await seedDemoData(db, { dealers: 8, staffPerDealer: 1 }, async () => 'not-a-real-hash');
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  // Seeding takes a while on a loaded machine.
  jest.setTimeout(180_000);

  it('max(event time) <= now, with tickets still being worked at the end', async () => {
    const now = new Date();
    expect(await seedDemoTickets(db, 400, now)).toBe(400);
    const [log] = await db.query<Array<{ latest: Date; events: number; payload_future: number }>>(
      `SELECT max(occurred_at) AS latest, count(*)::int AS events,
              count(*) FILTER (WHERE (payload #>> '{ticket,created_oa_date}')::timestamptz > $1 OR (payload #>> '{ticket,created_date}')::timestamptz > $1)::int AS payload_future
       FROM ticket_events`,
      [now],
    );
    expect(log.events).toBeGreaterThan(400);
    expect(log.latest.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(log.payload_future).toBe(0);
    const [tickets] = await db.query<Array<{ open: number; future: number }>>(
      `SELECT count(*) FILTER (WHERE status NOT IN ('B', 'D'))::int AS open,
              count(*) FILTER (WHERE created_date > $1 OR created_oa_date > $1 OR updated_date > $1)::int AS future
       FROM tickets`,
      [now],
    );
    expect(tickets.future).toBe(0);
    expect(tickets.open).toBeGreaterThan(0);
    const [verifications] = await db.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM ticket_events WHERE type = 'TicketVerified'`);
    expect(verifications.n).toBeGreaterThan(0);
  });
});

import { MONTH_CLOSE_DAY_DEFAULT } from '@voc/domain';
import type { INestApplicationContext } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions, reportingDataSourceOptions } from '@voc/migrations';
import { createMigratedDatabase, createMigratedSplitDatabases, eventDealers, insertEvents, insertTestDealers, syntheticTicketEvents, type ThrowawayDatabase } from '@voc/testing';
import { EventRelay } from '../../../src/projections/event-relay.service';
import { projectNextBatch } from '../../../src/projections/tickets/project-tickets';
import { rebuildProjections, replayInto } from '../../../src/projections/tickets/rebuild-projections';
import { sweepDeadlines } from '../../../src/projections/tickets/deadline-sweep';
import { testProjectionStores as projectionStores } from '../../../test/support/test-projection-stores';
import { projectionDifferences } from '../../support/compare-projections';
import { startTestWorker, waitFor } from '../../support/worker-context';
import { SPAWNED_WORKER_MS, SPAWNED_WORKER_TEST_MS } from '../../support/spawned-worker-bounds';

/** How many relay polls after the later events commit show that the relay does not move past an open transaction (one every 100 ms). */
const RELAY_POLLS_SEEN = 10;

/** Dealers for synthetic events (the projections need no tickets rows, only events). */
async function seedDealers(client: Client, count: number): Promise<void> {
  await insertTestDealers(client, { count, code: 'P', saleAreas: 4 });
}

/**
 * Run twice: with the reporting schema in the main database, and in a database of its own
 * (REPORTING_DATABASE_URL). `client`/`db` reach the log, `reporting`/`reportingDb` the projections.
 */
describe.each([
  ['the reporting schema in the main database', false],
  ['the reporting schema in its own database', true],
])('ticket projections through BullMQ (own database, real Redis), %s', (_layout, separate) => {
  let database: ThrowawayDatabase;
  let reportingDatabase: ThrowawayDatabase | undefined;
  let client: Client;
  let reporting: Client;
  let db: DataSource;
  let reportingDb: DataSource;
  const workers: INestApplicationContext[] = [];
  const prefix = `proj-${randomBytes(4).toString('hex')}`;
  const workerEnv = () => ({ DATABASE_URL: database.url, ...(reportingDatabase ? { REPORTING_DATABASE_URL: reportingDatabase.url } : {}) });
  const stores = () => projectionStores(db, reportingDb);
  /** Polls run by the leading relay of the workers (a stand-by's count stays). */
  const leaderPolls = () => workers.reduce((sum, worker) => sum + worker.get(EventRelay).leaderPolls, 0);

  const checkpointPosition = async (projection = 'tickets') => (await reporting.query(`SELECT last_position::text AS p FROM reporting.projection_checkpoints WHERE projection = $1`, [projection])).rows[0].p as string;
  const headPosition = async () => (await client.query(`SELECT coalesce(max(position), 0)::text AS p FROM ticket_events`)).rows[0].p as string;
  // Both projections of the ticket log (tickets, and VOC under its own checkpoint).
  const caughtUp = async () => {
    const head = await headPosition();
    return ((await checkpointPosition()) === head && (await checkpointPosition('voc')) === head) || undefined;
  };

  beforeAll(async () => {
    if (separate) ({ database, reportingDatabase } = await createMigratedSplitDatabases('voc_proj', 'voc_proj_store'));
    else database = await createMigratedDatabase('voc_proj');
    client = new Client({ connectionString: database.url });
    await client.connect();
    await seedDealers(client, 20);
    db = new DataSource(dataSourceOptions(database.url, 4));
    await db.initialize();
    if (reportingDatabase) {
      reporting = new Client({ connectionString: reportingDatabase.url });
      await reporting.connect();
      reportingDb = await new DataSource(reportingDataSourceOptions(reportingDatabase.url, 4)).initialize();
    } else {
      reporting = client;
      reportingDb = db;
    }
  });

  afterAll(async () => {
    for (const worker of workers) await worker.close();
    if (reportingDatabase) {
      await reportingDb?.destroy();
      await reporting?.end();
      await reportingDatabase.drop();
    }
    await db?.destroy();
    await client?.end();
    await database?.drop();
  });

  it('projects events that reach the log while two worker processes run, equal row for row to a rebuild', async () => {
    workers.push(await startTestWorker(prefix, workerEnv()), await startTestWorker(prefix, workerEnv()));
    const dealers = await eventDealers(client);
    const events = syntheticTicketEvents(1500, dealers, new Date('2026-01-01T00:00:00Z'), 7, { notifications: true });
    for (let i = 0; i < events.length; i += 250) await insertEvents(client, events.slice(i, i + 250));
    await waitFor(caughtUp, SPAWNED_WORKER_MS, 'projections caught up');
    const kpiRows = await reporting.query(`SELECT count(*)::int AS n FROM reporting.ticket_kpi`);
    expect(kpiRows.rows[0].n).toBe(1500);
    // Every requested notification has its row, in every state the log took it to.
    const notices = await reporting.query(`SELECT status, count(*)::int AS n FROM reporting.notification_status GROUP BY status ORDER BY status`);
    expect(notices.rows.reduce((sum: number, r: { n: number }) => sum + r.n, 0)).toBe(events.filter((e) => e.type === 'NotificationRequested').length);
    expect(notices.rows.map((r: { status: string }) => r.status)).toEqual(['delivered', 'failed', 'requested', 'sent']);
    const vocRows = await reporting.query(`SELECT (SELECT count(*)::int FROM reporting.ticket_voc) AS tickets, (SELECT sum(tickets)::int FROM reporting.voc_monthly) AS counted`);
    expect(vocRows.rows[0]).toEqual({ tickets: 1500, counted: 1500 });

    const now = new Date();
    // Both sides swept with the workers' close day: a worker's own sweep (every minute) may have run
    // during the test on a loaded machine and counted KPI4's days to each closed month's close.
    await sweepDeadlines(stores(), now, 'reporting', 'calendar', undefined, MONTH_CLOSE_DAY_DEFAULT);
    await replayInto(stores(), 'reporting_check', 'calendar', MONTH_CLOSE_DAY_DEFAULT);
    await sweepDeadlines(stores(), now, 'reporting_check', 'calendar', undefined, MONTH_CLOSE_DAY_DEFAULT);
    expect(await projectionDifferences(reporting, 'reporting', 'reporting_check')).toEqual({});
  }, SPAWNED_WORKER_TEST_MS);

  it('applies nothing twice: a redelivered step finds the checkpoint past its events', async () => {
    await waitFor(caughtUp, SPAWNED_WORKER_MS, 'projections caught up');
    const before = await reporting.query(`SELECT sum(entered)::int AS e, sum(exited)::int AS x FROM reporting.status_day_flows`);
    const again = await projectNextBatch(stores());
    expect(again.applied).toBe(0);
    const after = await reporting.query(`SELECT sum(entered)::int AS e, sum(exited)::int AS x FROM reporting.status_day_flows`);
    expect(after.rows).toEqual(before.rows);
  });

  it('never skips an event whose transaction commits late: one held open while thousands commit after it and the relay polls again and again', async () => {
    const dealers = await eventDealers(client);
    const [late] = syntheticTicketEvents(1, dealers, new Date('2026-02-01T00:00:00Z'), 99);
    const holder = new Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await insertEvents(holder, [late]);
      // Thousands of later events commit while the first transaction is still open. A reader that
      // polled "position > last" would move past the open transaction's event; the horizon holds
      // the projections below it instead.
      const others = syntheticTicketEvents(2000, dealers, new Date('2026-02-01T00:00:00Z'), 100);
      const pollsBefore = leaderPolls();
      for (let i = 0; i < others.length; i += 200) await insertEvents(client, others.slice(i, i + 200));
      // The relay has looked at the log again and again since they committed (it polls every 100 ms
      // and wakes on each commit): had it moved past the open transaction, it would have by now.
      await waitFor(async () => leaderPolls() - pollsBefore >= RELAY_POLLS_SEEN || undefined, SPAWNED_WORKER_MS, `${RELAY_POLLS_SEEN} relay polls after the later events`);
      const { rows } = await client.query(`SELECT min(position)::bigint AS first FROM ticket_events WHERE ticket_id = ANY($1::uuid[])`, [others.map((e) => e.ticket_id)]);
      expect(BigInt(await checkpointPosition())).toBeLessThan(BigInt(rows[0].first));
      await holder.query('COMMIT');
    } finally {
      await holder.end();
    }
    await waitFor(caughtUp, SPAWNED_WORKER_MS, 'projections caught up');
    expect((await reporting.query(`SELECT count(*)::int AS n FROM reporting.ticket_kpi WHERE ticket_id = $1`, [late.ticket_id])).rows[0].n).toBe(1);
    expect((await reporting.query(`SELECT count(*)::int AS n FROM reporting.ticket_kpi`)).rows[0].n).toBe(1500 + 2001);
  }, SPAWNED_WORKER_TEST_MS);

  it('rebuilds into fresh tables and swaps them in while readers read: never an error, never a missing row', async () => {
    await waitFor(caughtUp, SPAWNED_WORKER_MS, 'projections caught up');
    const now = new Date();
    await sweepDeadlines(stores(), now);
    await replayInto(stores(), 'reporting_expected', 'calendar', MONTH_CLOSE_DAY_DEFAULT);
    // The rebuild sweeps with the month close day as the worker does (KPI4 counts an open ticket of a closed month to its close).
    await sweepDeadlines(stores(), now, 'reporting_expected', 'calendar', undefined, MONTH_CLOSE_DAY_DEFAULT);
    const expected = Number((await reporting.query(`SELECT count(*) AS n FROM reporting.ticket_kpi`)).rows[0].n);
    // A reader on its own connection counts the live table over and over during the rebuild.
    const reader = new Client({ connectionString: (reportingDatabase ?? database).url });
    await reader.connect();
    const seen: number[] = [];
    let rebuilding = true;
    const reading = (async () => {
      while (rebuilding) seen.push(Number((await reader.query(`SELECT count(*) AS n FROM reporting.ticket_kpi`)).rows[0].n));
    })();
    try {
      const { events } = await rebuildProjections(stores(), now, 'calendar', MONTH_CLOSE_DAY_DEFAULT);
      expect(events).toBe(Number((await client.query(`SELECT count(*) AS n FROM ticket_events`)).rows[0].n));
    } finally {
      rebuilding = false;
      await reading;
      await reader.end();
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((n) => n === expected)).toBe(true);
    expect(await projectionDifferences(reporting, 'reporting', 'reporting_expected')).toEqual({});
    // The workers go on projecting into the swapped-in tables.
    const dealers = await eventDealers(client);
    await insertEvents(client, syntheticTicketEvents(10, dealers, new Date('2026-03-01T00:00:00Z'), 5000));
    await waitFor(caughtUp, SPAWNED_WORKER_MS, 'projections caught up after the rebuild');
    expect(Number((await reporting.query(`SELECT count(*) AS n FROM reporting.ticket_kpi`)).rows[0].n)).toBe(expected + 10);
  }, SPAWNED_WORKER_TEST_MS);
});

import { MONTH_CLOSE_DAY_DEFAULT } from '@voc/domain';
import { Queue } from 'bullmq';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@voc/migrations';
import { QUEUES } from '@voc/queues';
import { PARTITIONED_FEEDS, partitionCountOf, PROJECTION_FEED_NAMES } from '@voc/projections';
import { createMigratedDatabase, eventDealers, insertEvents, insertTestDealers, syntheticTicketEvents, testRedisUrl, type ThrowawayDatabase } from '@voc/testing';
import { sweepDeadlines } from '../../../src/projections/tickets/deadline-sweep';
import { projectNextBatch } from '../../../src/projections/tickets/project-tickets';
import { projectNextVocBatch } from '../../../src/projections/voc/project-voc';
import { replayInto } from '../../../src/projections/tickets/rebuild-projections';
import { testProjectionStores as projectionStores } from '../../../test/support/test-projection-stores';
import { differingRowSamples, projectionDifferences } from '../../support/compare-projections';
import { waitFor } from '../../support/worker-context';

const workerMain = join(__dirname, '../../../dist/main.js');
const WORKERS = 4;
/** The tickets and VOC projections in four partitions by dealer (PROJECTION_PARTITIONS), one per worker. */
const PARTITIONS = 4;

/**
 * Four worker processes apply the ticket log's projections (the tickets and VOC projections in
 * four partitions by dealer each, each partition a job of its own under its own checkpoint, so all
 * four work at once) while events flow, one of them
 * killed with SIGKILL at random moments and started again, a transaction holding an event open for
 * seconds while thousands commit after it, and jobs delivered again after the fact. The
 * incremental tables must equal a rebuild of the log, row for row.
 */
describe('four worker processes, one killed at random moments, a held transaction, redelivered jobs', () => {
  let database: ThrowawayDatabase;
  let client: Client;
  let db: DataSource;
  const workers: Array<ChildProcess | null> = Array.from({ length: WORKERS }, () => null);
  const prefix = `four-${randomBytes(4).toString('hex')}`;

  const start = (i: number) => {
    if (!existsSync(workerMain)) throw new Error(`${workerMain} is missing: run "npm run build" before the integration tests`);
    workers[i] = spawn(process.execPath, [workerMain], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: database.url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, LOG_LEVEL: 'error', RELAY_INTERVAL_MS: '50', DATABASE_POOL_SIZE: '4', PROJECTION_PARTITIONS: String(PARTITIONS) },
      stdio: 'ignore',
    });
  };
  const kill = async (i: number) => {
    const w = workers[i];
    if (!w || w.exitCode !== null || w.signalCode !== null) return;
    const exited = new Promise((resolve) => w.once('exit', resolve));
    w.kill('SIGKILL');
    await exited;
  };

  const head = async () => (await client.query(`SELECT max(position)::text AS p FROM ticket_events`)).rows[0].p as string;
  // The slower of the two projections of the ticket log.
  const checkpoint = async () => (await client.query(`SELECT min(last_position)::text AS p FROM reporting.projection_checkpoints WHERE projection IN ('tickets', 'voc')`)).rows[0].p as string;

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_four');
    client = new Client({ connectionString: database.url });
    await client.connect();
    await insertTestDealers(client, { count: 40, code: 'F', region: 3, saleAreas: 3, serviceAreas: 4 });
    db = new DataSource(dataSourceOptions(database.url, 4));
    await db.initialize();
  });

  afterAll(async () => {
    for (let i = 0; i < WORKERS; i++) await kill(i);
    await db?.destroy();
    await client?.end();
    await database?.drop();
  });

  it('ends with incremental tables equal to a rebuild, row for row', async () => {
    const dealers = await eventDealers(client);
    const events = syntheticTicketEvents(8000, dealers, new Date('2026-05-01T00:00:00Z'), 4242, { notifications: true });
    const [late] = syntheticTicketEvents(1, dealers, new Date('2026-06-01T00:00:00Z'), 4343);
    for (let i = 0; i < WORKERS; i++) start(i);
    // Kill one of the four at random moments and start it again.
    let stopped = false;
    const chaos = (async () => {
      let seed = 11;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      while (!stopped) {
        await new Promise((resolve) => setTimeout(resolve, 400 + random() * 1000));
        if (stopped) break;
        const victim = Math.floor(random() * WORKERS);
        await kill(victim);
        await new Promise((resolve) => setTimeout(resolve, 100 + random() * 300));
        start(victim);
      }
    })();
    // Which partitions of each projection run at the same moment (BullMQ's active jobs, sampled every 20 ms).
    const watcher = new Queue(QUEUES.projections, { connection: { url: testRedisUrl() }, prefix });
    const mostAtOnce = { tickets: 0, voc: 0 };
    let watching = true;
    const sampling = (async () => {
      while (watching) {
        const active = await watcher.getActive();
        for (const projection of PARTITIONED_FEEDS) {
          const partitions = new Set(active.filter((job) => job.data.projection === projection).map((job) => job.data.partition));
          mostAtOnce[projection] = Math.max(mostAtOnce[projection], partitions.size);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    // A transaction appends an event and stays open while thousands of events commit after it:
    // no projection may move past it, and it is applied once it commits.
    const holder = new Client({ connectionString: database.url });
    await holder.connect();
    await holder.query('BEGIN');
    await insertEvents(holder, [late]);
    const held = Date.now();
    let committed = false;
    for (let i = 0; i < events.length; i += 500) {
      await insertEvents(client, events.slice(i, i + 500));
      if (!committed && Date.now() - held > 4000) {
        // The held event's transaction (seen by the holder only): no checkpoint is at or past it.
        const { rows } = await holder.query(`SELECT tx_id::text AS tx FROM ticket_events WHERE ticket_id = $1`, [late.ticket_id]);
        const past = await client.query(`SELECT count(*)::int AS n FROM reporting.projection_checkpoints WHERE projection IN ('tickets', 'voc') AND last_tx >= $1::xid8`, [rows[0].tx]);
        expect(past.rows[0].n).toBe(0);
        await holder.query('COMMIT');
        committed = true;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    if (!committed) await holder.query('COMMIT');
    await holder.end();
    stopped = true;
    await chaos;

    const last = await head();
    await waitFor(async () => (await checkpoint()) === last || undefined, 240000, 'projections caught up after the last restart'); // a hang guard, not a speed check
    watching = false;
    await sampling;
    await watcher.close();
    // Different partitions of each projection were applied at once, by different workers.
    expect(mostAtOnce.tickets).toBeGreaterThanOrEqual(2);
    expect(mostAtOnce.voc).toBeGreaterThanOrEqual(2);

    // Jobs delivered again (old positions, each projection, and one of the shape queued before
    // projections had jobs of their own): each finds its checkpoint past its events.
    const before = await client.query(`SELECT sum(entered)::int AS e, sum(exited)::int AS x, (SELECT sum(tickets)::int FROM reporting.voc_monthly) AS v FROM reporting.status_day_flows`);
    const queue = new Queue(QUEUES.projections, { connection: { url: testRedisUrl() }, prefix });
    try {
      const ids: string[] = [];
      for (const projection of PROJECTION_FEED_NAMES) {
        for (let partition = 0; partition < partitionCountOf(projection, PARTITIONS); partition++) {
          const job = await queue.add('project', { upToPosition: '1', projection, partition }, { jobId: `again-${projection}-${partition}` });
          ids.push(job.id!);
        }
      }
      ids.push((await queue.add('project', { upToPosition: '1' }, { jobId: 'again-legacy' })).id!);
      await waitFor(async () => (await Promise.all(ids.map((id) => queue.getJobState(id)))).every((state) => state === 'completed') || undefined, 60000, 'redelivered jobs completed');
    } finally {
      await queue.close();
    }
    for (let index = 0; index < PARTITIONS; index++) {
      expect((await projectNextBatch(projectionStores(db), 'reporting', 2000, 'calendar', MONTH_CLOSE_DAY_DEFAULT, {}, { index, count: PARTITIONS })).applied).toBe(0);
      expect((await projectNextVocBatch(projectionStores(db), 'reporting', 2000, MONTH_CLOSE_DAY_DEFAULT, {}, { index, count: PARTITIONS })).applied).toBe(0);
    }
    // Each partition applied its own dealers' events, and all of them together every event once.
    const shares = await client.query(`SELECT count(DISTINCT dealer_shard % ${PARTITIONS})::int AS n FROM ticket_events`);
    expect(shares.rows[0].n).toBe(PARTITIONS);
    const after = await client.query(`SELECT sum(entered)::int AS e, sum(exited)::int AS x, (SELECT sum(tickets)::int FROM reporting.voc_monthly) AS v FROM reporting.status_day_flows`);
    expect(after.rows).toEqual(before.rows);
    for (let i = 0; i < WORKERS; i++) await kill(i);

    const now = new Date();
    // With the workers' close day: their own sweep (every minute) may have run during the test and
    // counted KPI4's days to the close of each closed month; a sweep without it counts none.
    await sweepDeadlines(projectionStores(db), now, 'reporting', 'calendar', undefined, MONTH_CLOSE_DAY_DEFAULT);
    // One replay of the whole log, its checkpoint and frozen months spread to the four partitions.
    await replayInto(projectionStores(db), 'reporting_rebuilt', 'calendar', MONTH_CLOSE_DAY_DEFAULT, PARTITIONS);
    await sweepDeadlines(projectionStores(db), now, 'reporting_rebuilt', 'calendar', undefined, MONTH_CLOSE_DAY_DEFAULT);
    const differences = await projectionDifferences(client, 'reporting', 'reporting_rebuilt');
    if (Object.keys(differences).length > 0) process.stderr.write(`incremental / rebuilt differ:\n${await differingRowSamples(client, 'reporting', 'reporting_rebuilt', Object.keys(differences))}\n`);
    expect(differences).toEqual({});
    expect((await client.query(`SELECT count(*)::int AS n FROM reporting.ticket_kpi`)).rows[0].n).toBe(8001);
    for (const projection of PARTITIONED_FEEDS) {
      expect((await client.query(`SELECT count(*)::int AS n FROM reporting.projection_checkpoints WHERE projection = $1`, [projection])).rows[0].n).toBe(PARTITIONS);
      // Months froze along the way (the log crosses month-end closes), in every partition.
      const frozen = await client.query(`SELECT partition, count(*)::int AS n FROM reporting.frozen_months WHERE projection = $1 GROUP BY partition ORDER BY partition`, [projection]);
      expect(frozen.rows.map((row) => row.partition)).toEqual([0, 1, 2, 3]);
      expect(new Set(frozen.rows.map((row) => row.n)).size).toBe(1);
    }
    // Every VOC partition kept sums without the dealer of its own (the replay split them by dealer the same way).
    const areaPartitions = await client.query(`SELECT count(DISTINCT partition)::int AS n FROM reporting.voc_area_monthly`);
    expect(areaPartitions.rows[0].n).toBe(PARTITIONS);
    expect((await client.query(`SELECT count(*)::int AS n FROM reporting.ticket_voc WHERE ticket_id = $1`, [late.ticket_id])).rows[0].n).toBe(1);
  }, 420000);
});

import { MONTH_CLOSE_DAY_DEFAULT } from '@voc/domain';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@voc/migrations';
import { createMigratedDatabase, eventDealers, insertEvents, insertTestDealers, syntheticTicketEvents, testRedisUrl, type ThrowawayDatabase } from '@voc/testing';
import { sweepDeadlines } from '../../../src/projections/tickets/deadline-sweep';
import { replayInto } from '../../../src/projections/tickets/rebuild-projections';
import { testProjectionStores as projectionStores } from '../../../test/support/test-projection-stores';
import { projectionDifferences } from '../../support/compare-projections';
import { waitFor } from '../../support/worker-context';

const workerMain = join(__dirname, '../../../dist/main.js');

describe('a worker process killed at random moments while 50,000 events flow', () => {
  let database: ThrowawayDatabase;
  let client: Client;
  let db: DataSource;
  let worker: ChildProcess | null = null;
  const prefix = `kill-${randomBytes(4).toString('hex')}`;

  const start = () => {
    if (!existsSync(workerMain)) throw new Error(`${workerMain} is missing: run "npm run build" before the integration tests`);
    worker = spawn(process.execPath, [workerMain], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: database.url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, LOG_LEVEL: 'error', RELAY_INTERVAL_MS: '50' },
      stdio: 'ignore',
    });
  };
  const kill = async () => {
    const w = worker;
    if (!w || w.exitCode !== null || w.signalCode !== null) return;
    const exited = new Promise((resolve) => w.once('exit', resolve));
    w.kill('SIGKILL');
    await exited;
  };

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_kill');
    client = new Client({ connectionString: database.url });
    await client.connect();
    await insertTestDealers(client, { count: 40, code: 'K', region: 2, saleAreas: 3, serviceAreas: 4 });
    db = new DataSource(dataSourceOptions(database.url, 4));
    await db.initialize();
  });

  afterAll(async () => {
    await kill();
    await db?.destroy();
    await client?.end();
    await database?.drop();
  });

  it('ends with incremental tables equal to a rebuild, row for row', async () => {
    const events = syntheticTicketEvents(16000, await eventDealers(client), new Date('2026-05-01T00:00:00Z'), 42);
    expect(events.length).toBeGreaterThanOrEqual(50000);
    start();
    // Kill the worker at random moments while the stream flows, and start it again.
    let stopped = false;
    const chaos = (async () => {
      let seed = 7;
      const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
      while (!stopped) {
        await new Promise((resolve) => setTimeout(resolve, 300 + random() * 900));
        if (stopped) break;
        await kill();
        await new Promise((resolve) => setTimeout(resolve, 100 + random() * 300));
        start();
      }
    })();
    for (let i = 0; i < events.length; i += 500) {
      await insertEvents(client, events.slice(i, i + 500));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    stopped = true;
    await chaos;

    const head = async () => (await client.query(`SELECT max(position)::text AS p FROM ticket_events`)).rows[0].p as string;
    // The slower of the two projections of the ticket log (tickets, and VOC under its own checkpoint).
    const checkpoint = async () => (await client.query(`SELECT min(last_position)::text AS p FROM reporting.projection_checkpoints WHERE projection IN ('tickets', 'voc')`)).rows[0].p as string;
    const last = await head();
    // A bound against a hang, not a speed check (bench:projections measures speed): on a loaded
    // two-core machine the VOC catch-up of 50,000 events with its coarse roll-ups takes over a minute.
    await waitFor(async () => (await checkpoint()) === last || undefined, 240000, 'projections caught up after the last restart');
    await kill();

    const now = new Date();
    // Both sides swept with the workers' close day: a worker's own sweep (every minute) may have run
    // during the test on a loaded machine and counted KPI4's days to each closed month's close.
    await sweepDeadlines(projectionStores(db), now, 'reporting', 'calendar', undefined, MONTH_CLOSE_DAY_DEFAULT);
    await replayInto(projectionStores(db), 'reporting_rebuilt', 'calendar', MONTH_CLOSE_DAY_DEFAULT);
    await sweepDeadlines(projectionStores(db), now, 'reporting_rebuilt', 'calendar', undefined, MONTH_CLOSE_DAY_DEFAULT);
    expect(await projectionDifferences(client, 'reporting', 'reporting_rebuilt')).toEqual({});
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM reporting.ticket_kpi`);
    expect(rows[0].n).toBe(16000);
  }, 360000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { createMigratedDatabase, eventDealers, insertEvents, insertTestDealers, syntheticTicketEvents, testRedisUrl, type ThrowawayDatabase } from '@voc/testing';
import { waitFor } from '../../support/worker-context';
import { SPAWNED_WORKER_MS, SPAWNED_WORKER_TEST_MS } from '../../support/spawned-worker-bounds';

const workerMain = join(__dirname, '../../../dist/main.js');

/**
 * A worker frozen (SIGSTOP: a stalled VM, a debugger, swapping) while it leads the relay and may
 * sit inside a projection transaction must not stop the projections of every other worker: its
 * idle session and idle transaction are ended by PostgreSQL and its job lock lapses, so a second
 * worker carries on within seconds.
 */
describe('a worker frozen while it leads', () => {
  let database: ThrowawayDatabase;
  let client: Client;
  const workers: ChildProcess[] = [];
  const prefix = `frozen-${randomBytes(4).toString('hex')}`;

  const start = (): ChildProcess => {
    if (!existsSync(workerMain)) throw new Error(`${workerMain} is missing: run "npm run build" before the integration tests`);
    const worker = spawn(process.execPath, [workerMain], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: database.url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, LOG_LEVEL: 'error', RELAY_INTERVAL_MS: '50', PROJECTION_IDLE_TIMEOUT_MS: '2000' },
      stdio: 'ignore',
    });
    workers.push(worker);
    return worker;
  };
  const head = async () => (await client.query(`SELECT max(position)::text AS p FROM ticket_events`)).rows[0].p as string;
  const checkpoint = async () => (await client.query(`SELECT last_position::text AS p FROM reporting.projection_checkpoints WHERE projection = 'tickets'`)).rows[0].p as string;

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_frozen');
    client = new Client({ connectionString: database.url });
    await client.connect();
    await insertTestDealers(client, { count: 10, code: 'F' });
  });

  afterAll(async () => {
    for (const worker of workers) {
      if (worker.exitCode !== null || worker.signalCode !== null) continue;
      worker.kill('SIGCONT');
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.kill('SIGKILL');
      await exited;
    }
    await client?.end();
    await database?.drop();
  });

  it('lets the other worker take over the relay and the projections', async () => {
    const dealers = await eventDealers(client);
    const leader = start();
    await insertEvents(client, syntheticTicketEvents(500, dealers, new Date('2026-06-01T00:00:00Z'), 5));
    let last = await head();
    await waitFor(async () => (await checkpoint()) === last || undefined, SPAWNED_WORKER_MS, 'the first worker projects');

    // Freeze the leader while a stream flows into the log (it may be stopped inside a batch).
    const flowing = insertEvents(client, syntheticTicketEvents(3000, dealers, new Date('2026-06-02T00:00:00Z'), 6));
    await new Promise((resolve) => setTimeout(resolve, 150));
    leader.kill('SIGSTOP');
    await flowing;
    start();
    await insertEvents(client, syntheticTicketEvents(200, dealers, new Date('2026-06-03T00:00:00Z'), 7));
    last = await head();
    await waitFor(async () => (await checkpoint()) === last || undefined, SPAWNED_WORKER_MS, 'the second worker projects everything while the first is frozen');
  }, SPAWNED_WORKER_TEST_MS);
});

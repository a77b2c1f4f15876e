import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions, runAllMigrations } from '@voc/migrations';
import { createMigratedDatabase, createThrowawayDatabase, testRedisUrl, type ThrowawayDatabase } from '@voc/testing';
import { spawnApi, type ApiProcess } from '../../support/api-process';
import { TEST_JWT_SECRET } from '../../support/test-api';
import { createTicketVia, ticketForm, ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';
import { spawnWorker, stopWorker } from '../../support/worker-process';
import type { ChildProcess } from 'node:child_process';
import { WORKER_HOOK_MS, waitForReportsCaughtUp } from '../../support/projections-at-head';

/**
 * Past one machine (issue 15): two api processes and two worker processes against one database and
 * one Redis, as N replicas behind a load balancer would run. A sign-in on one api works on the
 * other, a ticket written through one is read and worked through the other, and the workers
 * project every event once.
 */
describe('two api processes and two workers against one database and one Redis', () => {
  let database: ThrowawayDatabase;
  let db: DataSource;
  let storage: string;
  const apis: ApiProcess[] = [];
  const workers: ChildProcess[] = [];
  let world: TicketWorld;
  const prefix = `scale-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_scale');
    db = new DataSource(dataSourceOptions(database.url, 4));
    await db.initialize();
    storage = mkdtempSync(join(tmpdir(), 'voc-scale-storage-'));
    const env = { DATABASE_URL: database.url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, JWT_SECRET: TEST_JWT_SECRET, STORAGE_DIR: storage };
    apis.push(...(await Promise.all([spawnApi(env, db), spawnApi(env, db)])));
    workers.push(spawnWorker(env), spawnWorker(env));
    world = await ticketWorld(apis[0].api, db);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(workers.map((w) => stopWorker(w)));
    await Promise.all(apis.map((a) => a.stop()));
    await db?.destroy();
    await database?.drop();
    if (storage) rmSync(storage, { recursive: true, force: true });
  });

  it('reads through one api what was written through the other, and projects each event once', async () => {
    const [a, b] = apis.map((p) => p.api);
    // A token signed by one api is honoured by the other (nothing of a session lives in a process).
    const profile = await b.call<any>('GET', '/auth/profile', { token: world.agent });
    expect(profile.status).toBe(200);

    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await createTicketVia(i % 2 ? b : a, world.agent, ticketForm(world.dealer.id)));
    for (const [i, id] of ids.entries()) {
      const read = await (i % 2 ? a : b).call<any>('GET', `/tickets/${id}`, { token: world.dealerStaff });
      expect({ id, status: read.status, ticket: read.body.success?.result?._id }).toEqual({ id, status: 200, ticket: id });
      // Worked through the api that did not create it.
      const moved = await (i % 2 ? a : b).call<any>('PATCH', `/tickets/${id}`, { token: world.dealerStaff, body: { status: 'C' } });
      expect({ id, status: moved.status }).toEqual({ id, status: 200 });
    }

    await waitForReportsCaughtUp(a, world.csn);
    // Each ticket: created and moved to C, and (the world's dealer has no branch manager) its new-ticket notice
    // recorded "not sent: no contact" on each channel, a requested and a failed event apiece: 2 + 4 events.
    const [{ events }] = await db.query<Array<{ events: number }>>(`SELECT count(*)::int AS events FROM ticket_events WHERE ticket_id = ANY($1::uuid[])`, [ids]);
    expect(events).toBe(6 * (2 + 4));
    // Each ticket projected once: one ticket_kpi row each, contacted once, and the monthly roll-up counts six.
    const kpi = await db.query<Array<{ ticket_id: string; status: string }>>(`SELECT ticket_id, status FROM reporting.ticket_kpi WHERE ticket_id = ANY($1::uuid[])`, [ids]);
    expect(kpi.map((r) => r.status).sort()).toEqual(['C', 'C', 'C', 'C', 'C', 'C']);
    const [{ tickets }] = await db.query<Array<{ tickets: number }>>(`SELECT coalesce(sum(tickets), 0)::int AS tickets FROM reporting.kpi_monthly WHERE dealer_ref = $1`, [world.dealer.id]);
    expect(tickets).toBe(6);
    const flows = await db.query<Array<{ status: string; entered: number }>>(
      `SELECT status, sum(entered)::int AS entered FROM reporting.status_day_flows WHERE dealer_ref = $1 GROUP BY status ORDER BY status`,
      [world.dealer.id],
    );
    expect(flows).toEqual([
      { status: 'C', entered: 6 },
      { status: 'W', entered: 6 },
    ]);
    // Both workers were up and sharing the queues the whole time.
    expect(workers.every((w) => w.exitCode === null)).toBe(true);
  }, WORKER_HOOK_MS);
});

describe('replicas started together migrate one after the other', () => {
  let database: ThrowawayDatabase;

  afterAll(async () => {
    await database?.drop();
  });

  it('applies every migration once when three runs start at the same moment', async () => {
    database = await createThrowawayDatabase('voc_scale_migrate');
    const runs = await Promise.all([0, 1, 2].map(() => runAllMigrations(database.url, null)));
    const applied = runs.map((r) => r.main.length + r.reporting.length).sort((x, y) => y - x);
    // The first run applies everything; the others find nothing pending.
    expect(applied[0]).toBeGreaterThan(5);
    expect(applied.slice(1)).toEqual([0, 0]);
    const db = new DataSource(dataSourceOptions(database.url, 1));
    await db.initialize();
    const [{ n }] = await db.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM schema_migrations`);
    await db.destroy();
    expect(n).toBe(runs.reduce((sum, r) => sum + r.main.length, 0));
  }, 120_000);
});

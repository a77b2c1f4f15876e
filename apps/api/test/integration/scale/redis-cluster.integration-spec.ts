import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Cluster } from 'ioredis';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@voc/migrations';
import { createMigratedDatabase, type RedisTestCluster, startRedisCluster, type ThrowawayDatabase } from '@voc/testing';
import { createUser } from '../../support/account-fixtures';
import { spawnApi, type ApiProcess } from '../../support/api-process';
import { download } from '../../support/hotsheet-fixtures';
import { TEST_JWT_SECRET } from '../../support/test-api';
import { createTicketVia, ticketForm, ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';
import { waitFor } from '../../support/test-worker';
import { spawnWorker, stopWorker } from '../../support/worker-process';

/**
 * Past one machine (issue 15), Redis: the api and the worker on a real three-node Redis Cluster
 * (REDIS_CLUSTER=1): ioredis Cluster connections, BullMQ under the hash-tagged prefix `{…}`, and
 * every other use of Redis (sign-in limits, the health check, the queue board, queued exports)
 * working on it.
 */
describe('api and worker on a Redis Cluster', () => {
  let cluster: RedisTestCluster;
  let database: ThrowawayDatabase;
  let db: DataSource;
  let api: ApiProcess;
  let worker: ChildProcess | undefined;
  let world: TicketWorld;
  let redis: Cluster;
  const prefix = `cluster-${randomBytes(4).toString('hex')}`;
  const storage = mkdtempSync(join(tmpdir(), 'voc-cluster-storage-'));

  beforeAll(async () => {
    cluster = await startRedisCluster(3);
    database = await createMigratedDatabase('voc_redis_cluster');
    db = new DataSource(dataSourceOptions(database.url, 4));
    await db.initialize();
    const env = { DATABASE_URL: database.url, REDIS_PREFIX: prefix, JWT_SECRET: TEST_JWT_SECRET, EXPORT_STREAM_MAX_ROWS: '1', SIGNIN_RATE_LIMIT: '2', STORAGE_DIR: storage, ...cluster.env };
    api = await spawnApi(env, db);
    worker = spawnWorker(env);
    world = await ticketWorld(api.api, db);
    redis = new Cluster(cluster.ports.map((port) => ({ host: '127.0.0.1', port })));
  }, 120_000);

  afterAll(async () => {
    await redis?.quit().catch(() => undefined);
    if (worker) await stopWorker(worker);
    await api?.stop();
    await db?.destroy();
    await database?.drop();
    await cluster?.stop();
    rmSync(storage, { recursive: true, force: true });
  }, 60_000);

  /** The deployment's keys, from every primary of the cluster. */
  const keys = async (pattern: string) => (await Promise.all(redis.nodes('master').map((node) => node.keys(pattern)))).flat();

  it('projects a ticket written through the api, with every queue key under the hash tag on one slot', async () => {
    const id = await createTicketVia(api.api, world.agent, ticketForm(world.dealer.id));
    const moved = await api.api.call<any>('PATCH', `/tickets/${id}`, { token: world.dealerStaff, body: { status: 'C' } });
    expect(moved.status).toBe(200);
    await waitFor(async () => {
      const [row] = await db.query(`SELECT status FROM reporting.ticket_kpi WHERE ticket_id = $1`, [id]);
      return row?.status === 'C' ? row : undefined;
    }, 30_000, 'the ticket projected by the worker');

    const queueKeys = await keys(`{${prefix}}:*`);
    expect(queueKeys.some((key) => key.startsWith(`{${prefix}}:projections:`))).toBe(true);
    const slots = new Set(await Promise.all(queueKeys.map((key) => redis.cluster('KEYSLOT', key))));
    expect(slots.size).toBe(1);
    // Nothing of the deployment outside the hash tag.
    expect(await keys(`${prefix}:*`)).toEqual([]);
  });

  it('answers health with Redis up and shows the queue board', async () => {
    const health = await api.api.call<any>('GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body.success.result ?? health.body.success).toMatchObject({ redis: 'up' });
    const board = await fetch(`${api.api.baseUrl}/queues/api/queues`, { headers: { authorization: `Bearer ${world.csn}` } });
    expect(board.status).toBe(200);
    expect(((await board.json()) as { queues: Array<{ name: string }> }).queues.map((q) => q.name)).toEqual(expect.arrayContaining(['projections', 'ticket-export']));
  });

  it('counts failed sign-ins in the cluster and refuses past the limit', async () => {
    const user = await createUser(db, { type: 'callcenter' });
    const attempt = () => api.api.call<any>('POST', '/auth/user', { body: { email: user.email, password: 'wrong-password' } });
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
    expect((await keys(`{${prefix}}:signin:*`)).length).toBeGreaterThan(0);
  });

  it('runs a queued export: added by the api, written by the worker', async () => {
    await createTicketVia(api.api, world.agent, ticketForm(world.dealer.id, { confirm_duplicate: true }));
    const queued = await download(api.api, `/tickets/report/excel?dealer_id=${world.dealer.id}`, world.csn);
    expect(queued.status).toBe(202);
    const ready = await waitFor(async () => {
      const view = (await api.api.call<any>('GET', `/exports/${queued.json.success.result._id}`, { token: world.csn })).body.success.result;
      if (view.status === 'failed') throw new Error('export failed');
      return view.status === 'ready' ? view : undefined;
    }, 30_000, 'export ready');
    expect((await download(api.api, ready.download_url.replace(/^\/api/, ''), world.csn)).status).toBe(200);
  });
});

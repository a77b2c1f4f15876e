import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { GENERIC_ERRORS } from '@voc/contracts';
import { redisConnectionOptions } from '@voc/queues';
import { createMigratedDatabase, integrationEnv, type ThrowawayDatabase } from '@voc/testing';
import { createDealer, createUser, type DealerFixture } from '../../support/account-fixtures';
import { hotsheetFile, hotsheetRow, uploadHotsheet } from '../../support/hotsheet-fixtures';
import { startTestApi, type TestApi } from '../../support/test-api';
import { signIn } from '../../support/ticket-fixtures';
import { startTestWorker, TEST_STORAGE_DIR, waitFor } from '../../support/test-worker';

/** Removes every key of one deployment's prefix, as a Redis restarted empty or FLUSHALL would. */
async function loseRedis(redis: Redis, prefix: string): Promise<number> {
  let removed = 0;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length > 0) removed += await redis.del(...keys);
  } while (cursor !== '0');
  return removed;
}

describe('work owed survives Redis losing it (PostgreSQL is the record)', () => {
  const prefix = `owed-${randomBytes(4).toString('hex')}`;
  let database: ThrowawayDatabase;
  let sut: TestApi;
  let worker: INestApplicationContext | null = null;
  let redis: Redis;
  let dealer: DealerFixture;
  let agent: string;

  beforeAll(async () => {
    // A database of its own: the owed-work keeper looks at every import of its database.
    database = await createMigratedDatabase('voc_owed');
    sut = await startTestApi({ DATABASE_URL: database.url, REDIS_PREFIX: prefix });
    redis = new Redis(integrationEnv().redisUrl);
    dealer = await createDealer(sut.db);
    agent = await signIn(sut, await createUser(sut.db, { type: 'callcenter' }));
  }, 60000);

  afterAll(async () => {
    await worker?.close();
    await sut?.close();
    await loseRedis(redis, prefix);
    await redis.quit();
    await database?.drop();
  });

  it('an import whose job was lost while no worker ran is validated when a worker starts', async () => {
    const upload = await uploadHotsheet(sut, agent, await hotsheetFile([hotsheetRow(dealer.code)]));
    expect(upload.status).toBe(202);
    const id = upload.body.success.result._id;
    expect(await loseRedis(redis, prefix)).toBeGreaterThan(0);

    worker = await startTestWorker(prefix, { DATABASE_URL: database.url, OWED_WORK_EVERY_MS: '300' });
    await waitFor(async () => (await sut.call<any>('GET', `/imports/hotsheet/${id}`, { token: agent })).body.success.result.status === 'previewed' || undefined, 30000, 'import previewed');
  });

  it('the heartbeat and deadline-sweep schedules come back after Redis lost them, without a restart', async () => {
    const connection = { ...redisConnectionOptions(integrationEnv().redisUrl) };
    const heartbeat = new Queue('heartbeat', { connection, prefix });
    const deadlines = new Queue('deadlines', { connection, prefix });
    try {
      await waitFor(async () => (await heartbeat.getJobScheduler('heartbeat')) ?? undefined, 10000, 'heartbeat scheduled');
      // The keeper may put them back at any moment after this: only that they come back is asserted.
      expect(await loseRedis(redis, prefix)).toBeGreaterThan(0);
      await waitFor(async () => (await heartbeat.getJobScheduler('heartbeat')) ?? undefined, 10000, 'heartbeat scheduled again');
      await waitFor(async () => (await deadlines.getJobScheduler('deadline-sweep')) ?? undefined, 10000, 'deadline sweep scheduled again');
    } finally {
      await heartbeat.close();
      await deadlines.close();
    }
  });
});

describe('with Redis not answering', () => {
  let database: ThrowawayDatabase;
  let sut: TestApi;
  let dealer: DealerFixture;
  let agent: string;

  beforeAll(async () => {
    // A database of its own: other tests count the imports of theirs.
    database = await createMigratedDatabase('voc_noredis');
    sut = await startTestApi({ DATABASE_URL: database.url, REDIS_URL: 'redis://127.0.0.1:1' });
    dealer = await createDealer(sut.db);
    agent = await signIn(sut, await createUser(sut.db, { type: 'callcenter' }));
  }, 60000);
  afterAll(async () => {
    await sut?.close();
    await database?.drop();
  });

  it('a hotsheet upload answers 503 errors.queue.unavailable at once and leaves nothing behind', async () => {
    const before = await readdir(path.join(TEST_STORAGE_DIR, 'imports')).catch(() => [] as string[]);
    const name = `redis-down-${randomBytes(4).toString('hex')}.xlsx`;
    const started = Date.now();
    const res = await uploadHotsheet(sut, agent, await hotsheetFile([hotsheetRow(dealer.code)]), { name });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: { name: 'ServiceUnavailable', message: GENERIC_ERRORS.queueUnavailable } });
    expect(Date.now() - started).toBeLessThan(10000);
    const [{ count }] = await sut.db.query(`SELECT count(*)::int AS count FROM imports WHERE file_name = $1`, [name]);
    expect(count).toBe(0);
    expect(await readdir(path.join(TEST_STORAGE_DIR, 'imports')).catch(() => [] as string[])).toEqual(before);
  });
});

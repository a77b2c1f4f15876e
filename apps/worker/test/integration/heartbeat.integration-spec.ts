import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { integrationEnv } from '@voc/testing';
import { readWorkerConfig } from '../../src/config/worker-config';
import { WORKER_ID } from '../../src/heartbeat/heartbeat.processor';
import { WorkerModule } from '../../src/worker.module';

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`nothing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('worker heartbeat queue (BullMQ on real Redis, PostgreSQL)', () => {
  const { databaseUrl, redisUrl } = integrationEnv();
  let sut: INestApplicationContext;
  const db = new Client({ connectionString: databaseUrl });

  beforeAll(async () => {
    await db.connect();
    const config = readWorkerConfig({
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'silent',
      HEARTBEAT_EVERY_SECONDS: '1',
      REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    });
    sut = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: false });
    sut.enableShutdownHooks();
  });

  afterAll(async () => {
    await sut?.close();
    await db.end();
  });

  it('schedules beats and processes them: the worker row keeps moving', async () => {
    const beatsOf = async () => {
      const { rows } = await db.query<{ beats: string }>('SELECT beats FROM worker_heartbeats WHERE worker_id = $1', [WORKER_ID]);
      return rows[0] ? Number(rows[0].beats) : undefined;
    };
    const first = await waitFor(beatsOf, 10000);
    const later = await waitFor(async () => {
      const beats = await beatsOf();
      return beats !== undefined && beats > first ? beats : undefined;
    }, 10000);
    expect(later).toBeGreaterThan(first);
  });
});

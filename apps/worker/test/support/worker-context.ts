import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { integrationEnv } from '@voc/testing';
import { readWorkerConfig } from '../../src/config/worker-config';
import { WorkerModule } from '../../src/worker.module';

/** The real worker (all queues) in this process, against the run's database and a given Redis prefix. */
export async function startTestWorker(redisPrefix: string, env: Record<string, string> = {}): Promise<INestApplicationContext> {
  const { databaseUrl: runDatabase, redisUrl } = integrationEnv();
  const databaseUrl = env.DATABASE_URL ?? runDatabase;
  // Tests share one database across Redis prefixes: the owed-work keeper stays off unless a test turns it on.
  const config = readWorkerConfig({ DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, LOG_LEVEL: 'silent', REDIS_PREFIX: redisPrefix, DATABASE_POOL_SIZE: '4', OWED_WORK_EVERY_MS: '0', ...env });
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: false });
  app.enableShutdownHooks();
  return app;
}

export async function waitFor<T>(probe: () => Promise<T | undefined | false>, timeoutMs: number, what = 'condition'): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value as T;
    if (Date.now() > until) throw new Error(`${what} not reached after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

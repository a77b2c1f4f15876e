import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { integrationEnv } from '@voc/testing';
// The import and export tests run the worker beside the api in this process, as production runs
// them side by side: the one place an api test reaches into the worker app.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { readWorkerConfig } from '../../../worker/src/config/worker-config';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { WorkerModule } from '../../../worker/src/worker.module';

export const TEST_STORAGE_DIR = '/tmp/voc-test-storage';

/** The real worker (every queue), sharing the test api's Redis prefix and storage folder. */
export async function startTestWorker(redisPrefix: string, env: Record<string, string> = {}): Promise<INestApplicationContext> {
  const { databaseUrl, redisUrl } = integrationEnv();
  const config = readWorkerConfig({
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    LOG_LEVEL: 'silent',
    REDIS_PREFIX: redisPrefix,
    STORAGE_DIR: TEST_STORAGE_DIR,
    DATABASE_POOL_SIZE: '4',
    HEARTBEAT_EVERY_SECONDS: '60',
    ...env,
  });
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

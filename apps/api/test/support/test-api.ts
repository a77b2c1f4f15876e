import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { integrationEnv } from '@voc/testing';
import { readApiConfig } from '../../src/config/api-config';
import { createApiApp } from '../../src/create-api-app';
import { TEST_STORAGE_DIR } from './test-storage';

export const TEST_JWT_SECRET = 'integration-test-secret-integration-test-secret';

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestApi {
  app: INestApplication;
  db: DataSource;
  baseUrl: string;
  call<T = any>(method: string, path: string, options?: { body?: unknown; token?: string; headers?: Record<string, string> }): Promise<CallResult<T>>;
  close(): Promise<void>;
}

/** The real api (same bootstrap as production) on a spare port, against the run's database. */
export async function startTestApi(env: Record<string, string> = {}): Promise<TestApi> {
  const { databaseUrl, redisUrl } = integrationEnv();
  const config = readApiConfig({
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    STORAGE_DIR: TEST_STORAGE_DIR,
    DATABASE_POOL_SIZE: '4',
    REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    // Specs change accounts and dealers straight in the database, as another process would, and
    // expect the next request to see it: the token guard's account cache is off unless a spec
    // turns it on (auth/account-cache.integration-spec.ts tests its bound).
    AUTH_CACHE_MS: '0',
    ...env,
  });
  const app = await createApiApp(config);
  await app.listen(0, '127.0.0.1');
  const baseUrl = `${(await app.getUrl()).replace('[::1]', '127.0.0.1')}/api`;
  return {
    app,
    db: app.get(DataSource),
    baseUrl,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      const multipart = options.body instanceof FormData;
      if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      });
      const text = await response.text();
      const json = (response.headers.get('content-type') ?? '').includes('json');
      return { status: response.status, body: text && json ? JSON.parse(text) : text, headers: response.headers };
    },
    close: () => app.close(),
  };
}

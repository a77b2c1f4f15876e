import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Config } from '@jest/types';
import { chromium } from 'playwright-core';
import { createThrowawayDatabase, testRedisUrl } from '@voc/testing';
import { freePort } from '../../scripts/lib/network/ports';
import { startProduct } from '../../scripts/lib/product/start-product';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';
import { type E2eState, stopProducts, type WorkerProduct } from './e2e-state';
import { productCount } from './product-count';
import { waitForProjectionsCaughtUp } from './projections-caught-up';
import { WORKER_ENV, workerEnvName } from './worker-env';

const repo = path.join(__dirname, '../..');

/**
 * One product of the run (for jest worker `worker`): its own throw-away database with the demo
 * data, its own Redis key prefix, ports, storage folder and log file, and its own chromium.
 */
async function startWorkerProduct(worker: number, state: E2eState): Promise<string> {
  const t0 = Date.now();
  const database = await createThrowawayDatabase('voc_e2e');
  const own: WorkerProduct = { database };
  state.products.push(own);
  const redisPrefix = `e2e-${randomBytes(4).toString('hex')}`;
  const [apiPort, dashboardPort] = [await freePort(), await freePort()];
  const product = await startProduct({
    databaseUrl: database.url,
    redisUrl: testRedisUrl(),
    apiPort,
    dashboardPort,
    jwtSecret: randomBytes(32).toString('hex'),
    storageDir: path.join(repo, `e2e/artifacts/storage-${worker}`),
    seed: true,
    logLevel: 'warn',
    quiet: true,
    logFile: path.join(repo, `e2e/artifacts/product-${worker}.log`),
    env: { REDIS_PREFIX: redisPrefix, SIGNIN_RATE_LIMIT: '1000', SEED_TICKETS: '400', SURVEY_STANDIN_DEALERS: '12', SURVEY_STANDIN_MONTHS: '4', ALERTS_EVERY_MS: '10000', BRIEF_CLOSE_CHECK_MS: '0' },
  });
  own.product = product;
  // BRIEF_CLOSE_CHECK_MS 0: the api does not print every place's monthly brief ten minutes into the
  // run (a minute of chromium beside the specs); a brief the specs open is written on that download.
  // One browser a worker, started once: each spec file connects to it and opens its own contexts
  // (own storage, so no session leaks), instead of starting chromium again per file.
  own.browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  const up = Date.now();
  // The specs read reports of the demo data: they start once the projections have taken it in.
  await waitForProjectionsCaughtUp(product.apiUrl);
  const names = workerEnvName(worker);
  process.env[names.E2E_BASE_URL] = product.dashboardUrl.replace(/\/$/, '');
  // The gateway smoke (nginx-gateway.e2e-spec.ts) puts its own nginx in front of this api.
  process.env[names.E2E_API_ORIGIN] = product.apiOrigin;
  // Specs that must arrange a state no screen makes (a first administrator) reach the database.
  process.env[names.E2E_DATABASE_URL] = database.url;
  process.env[names.E2E_BROWSER_ENDPOINT] = own.browser.wsEndpoint();
  // The monthly brief mail spec moves the worker's clock through its queue and reads the SMTP sink's inbox.
  process.env[names.E2E_REDIS_URL] = testRedisUrl();
  process.env[names.E2E_REDIS_PREFIX] = redisPrefix;
  process.env[names.E2E_MAIL_INBOX_URL] = product.notifyTransports.mail.inboxUrl ?? '';
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return `product ${worker}: migrated, seeded and started in ${seconds(up - t0)}, projections caught up ${seconds(Date.now() - up)} later`;
}

/**
 * Starts the built product as a user would run it, once for each jest worker (see product-count.ts),
 * all at once: every worker runs its spec files one after another against a product of its own,
 * so two files never share a database, a Redis prefix or a browser at the same time. Each worker's
 * addresses reach its specs as E2E_BASE_URL, E2E_API_ORIGIN, E2E_DATABASE_URL and
 * E2E_BROWSER_ENDPOINT (worker-env.ts). With E2E_BASE_URL already set, the specs run against that
 * product instead, in chromium started by each file (give -i: two workers would share it).
 */
export default async function globalSetup(globalConfig: Config.GlobalConfig, projectConfig: Config.ProjectConfig): Promise<void> {
  if (process.env.E2E_BASE_URL) return;
  const state: E2eState = { products: [] };
  (globalThis as { __e2e?: E2eState }).__e2e = state;
  const count = productCount(globalConfig, projectConfig);
  const started = Date.now();
  const starts = await Promise.allSettled(Array.from({ length: count }, (_, i) => startWorkerProduct(i + 1, state)));
  const failed = starts.find((start): start is PromiseRejectedResult => start.status === 'rejected');
  if (failed) {
    // jest runs no teardown after a failed setup: the products that did start stop here.
    await stopProducts(state);
    throw failed.reason;
  }
  const lines = starts.map((start) => (start.status === 'fulfilled' ? start.value : ''));
  process.stdout.write(`\ne2e: ${count} product${count === 1 ? '' : 's'} ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${Object.keys(WORKER_ENV).join(', ')} per jest worker)\n${lines.map((line) => `  ${line}\n`).join('')}`);
}

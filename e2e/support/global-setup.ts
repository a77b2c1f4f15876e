import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createThrowawayDatabase, testRedisUrl, type ThrowawayDatabase } from '@voc/testing';
import { freePort } from '../../scripts/lib/network/ports';
import { startProduct, type RunningProduct } from '../../scripts/lib/product/start-product';
import { waitForProjectionsCaughtUp } from './projections-caught-up';

interface E2eState {
  product?: RunningProduct;
  database?: ThrowawayDatabase;
}

const repo = path.join(__dirname, '../..');

/**
 * Starts the built product on spare ports against a throw-away database with the demo data, as a
 * user would run it, and hands its address to the specs as E2E_BASE_URL (the api's as E2E_API_ORIGIN).
 * With E2E_BASE_URL already set, the specs run against that product instead.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return;
  const database = await createThrowawayDatabase('voc_e2e');
  const state: E2eState = { database };
  const redisPrefix = `e2e-${randomBytes(4).toString('hex')}`;
  (globalThis as { __e2e?: E2eState }).__e2e = state;
  const [apiPort, dashboardPort] = [await freePort(), await freePort()];
  state.product = await startProduct({
    databaseUrl: database.url,
    redisUrl: testRedisUrl(),
    apiPort,
    dashboardPort,
    jwtSecret: randomBytes(32).toString('hex'),
    storageDir: path.join(repo, 'e2e/artifacts/storage'),
    seed: true,
    logLevel: 'warn',
    quiet: true,
    env: { REDIS_PREFIX: redisPrefix, SIGNIN_RATE_LIMIT: '1000', SEED_TICKETS: '400', SURVEY_STANDIN_DEALERS: '12', SURVEY_STANDIN_MONTHS: '4', ALERTS_EVERY_MS: '10000', BRIEF_CLOSE_CHECK_MS: '0' },
  });
  // BRIEF_CLOSE_CHECK_MS 0: the api does not print every place's monthly brief ten minutes into the
  // run (a minute of chromium beside the specs); a brief the specs open is written on that download.
  // The specs read reports of the demo data: they start once the projections have taken it in.
  await waitForProjectionsCaughtUp(state.product.apiUrl);
  process.env.E2E_BASE_URL = state.product.dashboardUrl.replace(/\/$/, '');
  // The gateway smoke (nginx-gateway.e2e-spec.ts) puts its own nginx in front of this api.
  process.env.E2E_API_ORIGIN = state.product.apiOrigin;
  // Specs that must arrange a state no screen makes (a first administrator) reach the database.
  process.env.E2E_DATABASE_URL = database.url;
  // The monthly brief mail spec moves the worker's clock through its queue and reads the SMTP sink's inbox.
  process.env.E2E_REDIS_URL = testRedisUrl();
  process.env.E2E_REDIS_PREFIX = redisPrefix;
  process.env.E2E_MAIL_INBOX_URL = state.product.notifyTransports.mail.inboxUrl ?? '';
}

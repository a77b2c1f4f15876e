// `npm start`: build, make sure PostgreSQL and Redis are there (starting an embedded PostgreSQL
// and/or a redis-server when needed), then run migrations, demo data, api, worker and dashboard.
// Run by `node scripts/run.cjs scripts/start.ts` (TypeScript compiled on the fly, no build step).
//
// Environment (all optional):
//   PORT (3000)            api port            DASHBOARD_PORT (4200)  dashboard port
//   DATABASE_URL           default postgres://postgres@127.0.0.1:5432/voc, embedded fallback
//   REDIS_URL              default redis://127.0.0.1:6379, redis-server fallback
//   JWT_SECRET             default: generated once and kept in .data/jwt-secret
//   STORAGE_DIR (.storage) LOG_LEVEL (info)  NODE_ENV (production)
//   SEED_DEALERS (150)  SEED_STAFF_PER_DEALER (2)  SEED_TICKETS (2500)   size of the demo data
//   SKIP_BUILD=1           do not run `npm run build` first
//   PG_DATA_DIR            data folder of the embedded PostgreSQL (default .data/postgres)
//   SURVEY_SERVICE_URL     the car maker's survey service (with SURVEY_SERVICE_USER, _PASSWORD);
//                          unset: a development stand-in runs (SURVEY_STANDIN_* settings, README)
//   SMTP_URL, SMTP_FROM    the mail server notifications go through; unset: a development SMTP sink
//                          with a web inbox runs (apps/notify-standins)
//   SMS_GATEWAY_URL        the SMS gateway (with SMS_GATEWAY_USER, _PASSWORD, SMS_RECEIPT_TOKEN);
//                          unset: a development stand-in of the gateway runs
//   DEBUG                  an unexpected error prints its whole stack
//   LOG_FORMAT (pretty)    api and worker log one readable line per request/event; json: one JSON
//                          object a line, as deployments keep it. LOG_LEVEL=debug adds request headers.
//
// A crashed api, worker or dashboard is started again after 1 s, 2 s, 4 s … (at most 30 s; back to
// 1 s after a minute of running), with a line saying so; Ctrl-C stops everything.

import path from 'node:path';

import { consoleLog } from './lib/log';
import { isPortFree } from './lib/network/ports';
import { DEFAULT_PG_DATA_DIR } from './lib/postgres/embedded-postgres';
import { ensurePostgres } from './lib/postgres/ensure-postgres';
import { configureShutdown, shutdownAll, shutdownRequested } from './lib/processes/shutdown';
import { startProduct } from './lib/product/start-product';
import { unexpectedExitMessage } from './lib/product/unexpected-exit';
import { ensureRedis } from './lib/redis/ensure-redis';
import { ensureBriefChromium } from './lib/chromium/ensure-chromium';
import { REPO_ROOT } from './lib/repo-root';
import { bannerText } from './lib/start/banner';
import { buildProduct } from './lib/start/build-product';
import { jwtSecret } from './lib/start/jwt-secret';
import { portSetting } from './lib/start/port-setting';
import { StartupError } from './lib/startup-error';

const env = process.env;
const log = consoleLog;

async function fail(message: string): Promise<void> {
  await shutdownAll().catch(() => {});
  if (shutdownRequested()) return; // Ctrl-C: the shutdown handler exits; the failure was ours
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

/** The message for an error nobody foresaw: its first stack line (all of it with DEBUG set). */
function unexpectedError(err: unknown): string {
  const stack = typeof err === 'object' && err !== null && 'stack' in err ? (err.stack as string | undefined) : undefined;
  return `unexpected error: ${stack?.split('\n')[0] ?? String(err)}${env.DEBUG ? `\n${stack}` : ''}`;
}

/** FORCE_COLOR for the children (pino-pretty's colours) when our console is a terminal that takes colours. */
function consoleColours(environment: NodeJS.ProcessEnv): Record<string, string> {
  if (!process.stdout.isTTY || 'NO_COLOR' in environment || environment.TERM === 'dumb') return {};
  return { FORCE_COLOR: environment.FORCE_COLOR || '1' };
}

async function main(): Promise<void> {
  // Ctrl-C: stop apps, then Redis and PostgreSQL if we started them; a requested stop is a success.
  configureShutdown({ exitCode: 0, log });

  const apiPort = portSetting(env, 'PORT', 3000);
  const dashboardPort = portSetting(env, 'DASHBOARD_PORT', 4200);
  if (apiPort === dashboardPort) throw new StartupError(`PORT and DASHBOARD_PORT must differ (both are ${apiPort})`);
  for (const [name, p, what] of [
    ['PORT', apiPort, 'api'],
    ['DASHBOARD_PORT', dashboardPort, 'dashboard'],
  ] as const) {
    if (!(await isPortFree(p))) {
      throw new StartupError(`port ${p} (${what}) is already in use; stop what uses it or choose another port with ${name}=…`);
    }
  }

  await buildProduct(env, log);

  const dataDir = env.PG_DATA_DIR ? path.resolve(env.PG_DATA_DIR) : DEFAULT_PG_DATA_DIR;
  const pg = await ensurePostgres({ databaseUrl: env.DATABASE_URL, dataDir, log });
  const redis = await ensureRedis({ redisUrl: env.REDIS_URL, log });
  // The monthly briefs' PDFs; without it the product serves everything else and those answer 503.
  if (!env.CHROMIUM_PATH) await ensureBriefChromium({ log }).catch((error: Error) => log(`the monthly briefs' PDFs answer 503 until chromium-headless-shell is installed: ${error.message}`));

  const product = await startProduct({
    databaseUrl: pg.url,
    redisUrl: redis.url,
    apiPort,
    dashboardPort,
    jwtSecret: jwtSecret(env, log),
    storageDir: env.STORAGE_DIR ? path.resolve(env.STORAGE_DIR) : path.join(REPO_ROOT, '.storage'),
    seed: true,
    seedSize: env.SEED_SIZE || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    // Readable lines for the person at the terminal; deployments keep JSON (LOG_FORMAT's default).
    // The children write to a pipe (to us), so their colours are asked for when we print to a terminal.
    env: { LOG_FORMAT: env.LOG_FORMAT || 'pretty', ...consoleColours(env) },
    nodeEnv: env.NODE_ENV || 'production',
    // A crashed api, worker or dashboard is started again; the others keep serving meanwhile.
    supervise: true,
  });

  console.log(
    bannerText({
      dashboardUrl: product.dashboardUrl,
      apiUrl: product.apiUrl,
      databaseUrl: pg.url,
      embedded: pg.embedded,
      dataDir: pg.dataDir,
      redisUrl: redis.url,
      spawnedRedis: redis.spawned,
      surveyService: product.surveyService,
      notifyTransports: product.notifyTransports,
    }),
  );

  const died = await product.exited;
  if (died) await fail(unexpectedExitMessage(died));
}

main().catch((err: unknown) => fail(err instanceof StartupError ? err.message : unexpectedError(err)));

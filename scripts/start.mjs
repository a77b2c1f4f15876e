#!/usr/bin/env node
// `npm start`: build, make sure PostgreSQL and Redis are there (starting an embedded PostgreSQL
// and/or a redis-server when needed), then run migrations, demo data, api, worker and dashboard.
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

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { startProduct } from './lib/product.mjs';
import {
  DEFAULT_PG_DATA_DIR,
  REPO_ROOT,
  StartupError,
  configureShutdown,
  ensurePostgres,
  ensureRedis,
  isPortFree,
  redactUrl,
  runProcess,
  shutdownAll,
  shutdownRequested,
  which,
} from './lib/services.mjs';

const env = process.env;
const log = (line) => console.log(`[voc] ${line}`);

async function fail(message) {
  await shutdownAll().catch(() => {});
  if (shutdownRequested()) return; // Ctrl-C: the shutdown handler exits; the failure was ours
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

function port(name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new StartupError(`${name} must be a port number (1-65535), got "${raw}"`);
  return n;
}

function jwtSecret() {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new StartupError('JWT_SECRET must be at least 32 characters long (or unset it to use a generated one)');
    return env.JWT_SECRET;
  }
  const file = path.join(REPO_ROOT, '.data', 'jwt-secret');
  try {
    const saved = fs.readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  } catch {
    /* not yet generated */
  }
  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  log(`generated a JWT secret for local use in ${path.relative(REPO_ROOT, file)}`);
  return secret;
}

function banner({ dashboardUrl, apiUrl, databaseUrl, embedded, dataDir, redisUrl, spawnedRedis, surveyService }) {
  const rel = (p) => (path.relative(REPO_ROOT, p).startsWith('..') ? p : path.relative(REPO_ROOT, p));
  const lines = [
    '',
    '  VOC platform is running',
    '',
    `  Dashboard   ${dashboardUrl}`,
    `  API         ${apiUrl}   (health: ${apiUrl}/health)`,
    `  PostgreSQL  ${redactUrl(databaseUrl)}${embedded ? `   (embedded, data in ${rel(dataDir)})` : ''}`,
    `  Redis       ${redactUrl(redisUrl)}${spawnedRedis ? '   (started by npm start, in memory only)' : ''}`,
    `  Survey      ${redactUrl(surveyService.url)}${surveyService.standin ? '   (development stand-in; SURVEY_SERVICE_URL sets the real one)' : ''}`,
    '',
    '  Demo accounts (password demo1234)',
    '    Staff     nissan@demo.local        nml@demo.local           region_manager@demo.local',
    '              area_manager@demo.local  csn@demo.local           callcenter@demo.local',
    '              external@demo.local',
    '    Dealers   DEMO-DEALER-1 (showroom)  DEMO-DEALER-2 (service)  DEMO-DEALER-3 (showroom + service)',
    '    Passport  DEMO-DEALER-4 (passport only: leave the password empty)',
    '',
    '  Press Ctrl-C to stop everything.',
    '',
  ];
  console.log(lines.join('\n'));
}

async function main() {
  // Ctrl-C: stop apps, then Redis and PostgreSQL if we started them; a requested stop is a success.
  configureShutdown({ exitCode: 0, log });

  const apiPort = port('PORT', 3000);
  const dashboardPort = port('DASHBOARD_PORT', 4200);
  if (apiPort === dashboardPort) throw new StartupError(`PORT and DASHBOARD_PORT must differ (both are ${apiPort})`);
  for (const [name, p, what] of [
    ['PORT', apiPort, 'api'],
    ['DASHBOARD_PORT', dashboardPort, 'dashboard'],
  ]) {
    if (!(await isPortFree(p))) {
      throw new StartupError(`port ${p} (${what}) is already in use; stop what uses it or choose another port with ${name}=…`);
    }
  }

  if (env.SKIP_BUILD === '1') {
    log('SKIP_BUILD=1: using the existing build');
  } else {
    log('building (npm run build; SKIP_BUILD=1 skips this)');
    const npm = which('npm');
    if (!npm && !env.npm_execpath) throw new StartupError('npm is not on PATH');
    const [cmd, pre] = npm ? [npm, []] : [process.execPath, [env.npm_execpath]];
    await runProcess('build', cmd, [...pre, 'run', 'build'], { what: 'the build (npm run build)' });
  }

  const dataDir = env.PG_DATA_DIR ? path.resolve(env.PG_DATA_DIR) : DEFAULT_PG_DATA_DIR;
  const pg = await ensurePostgres({ databaseUrl: env.DATABASE_URL, dataDir, log });
  const redis = await ensureRedis({ redisUrl: env.REDIS_URL, log });

  const product = await startProduct({
    databaseUrl: pg.url,
    redisUrl: redis.url,
    apiPort,
    dashboardPort,
    jwtSecret: jwtSecret(),
    storageDir: env.STORAGE_DIR ? path.resolve(env.STORAGE_DIR) : path.join(REPO_ROOT, '.storage'),
    seed: true,
    seedSize: env.SEED_SIZE || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    nodeEnv: env.NODE_ENV || 'production',
  });

  banner({
    dashboardUrl: product.dashboardUrl,
    apiUrl: product.apiUrl,
    databaseUrl: pg.url,
    embedded: pg.embedded,
    dataDir: pg.dataDir,
    redisUrl: redis.url,
    spawnedRedis: redis.spawned,
    surveyService: product.surveyService,
  });

  const died = await product.exited;
  if (died) {
    await fail(
      `the ${died.name} stopped unexpectedly (${died.signal ? `killed by ${died.signal}` : `exit code ${died.code}`})${died.line ? `: ${died.line}` : ''}`,
    );
  }
}

main().catch((err) =>
  fail(err instanceof StartupError ? err.message : `unexpected error: ${err?.stack?.split('\n')[0] ?? err}${env.DEBUG ? `\n${err.stack}` : ''}`),
);

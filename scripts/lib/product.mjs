// Start the built product (migrations, optional demo data, api, worker, dashboard preview) against
// a PostgreSQL and a Redis that already answer. Used by scripts/start.mjs and by the e2e setup.
// Without SURVEY_SERVICE_URL it also runs the development stand-in of the survey service
// (apps/survey-standin) on a free port and points the api and the worker at it.

import fs from 'node:fs';
import path from 'node:path';

import {
  REPO_ROOT,
  StartupError,
  freePort,
  isPortFree,
  lastLine,
  runProcess,
  startProcess,
  waitForHttp,
  which,
} from './services.mjs';

export const BUILD_OUTPUTS = {
  api: 'apps/api/dist/main.js',
  worker: 'apps/worker/dist/main.js',
  migrate: 'apps/api/dist/cli/migrate.js',
  seed: 'apps/api/dist/cli/seed.js',
  dashboard: 'apps/dashboard/dist/index.html',
  surveyStandin: 'apps/survey-standin/dist/main.js',
};

export const DEFAULT_LOG_FILE = path.join(REPO_ROOT, 'e2e', 'artifacts', 'product.log');

function npmCommand() {
  const npm = which(process.platform === 'win32' ? 'npm.cmd' : 'npm');
  if (npm) return { cmd: npm, pre: [] };
  if (process.env.npm_execpath) return { cmd: process.execPath, pre: [process.env.npm_execpath] };
  throw new StartupError('npm is not on PATH; it is needed to run the dashboard preview');
}

function describeExit({ code, signal, error }) {
  if (error) return error.message;
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}

/**
 * Run the product.
 *
 * options:
 *   databaseUrl, redisUrl   servers that answer (see ensurePostgres / ensureRedis)
 *   apiPort = 3000, dashboardPort = 4200
 *   jwtSecret               at least 32 characters
 *   storageDir              folder for uploaded and exported files (created if missing)
 *   seed = false, seedSize  run the idempotent demo seed (SEED_SIZE) after the migrations
 *   logLevel = 'info'       LOG_LEVEL of api and worker
 *   nodeEnv = 'production'  NODE_ENV of the children
 *   env = {}                extra environment for every child
 *   quiet = false           true: all output goes to `logFile` (overwritten) instead of the console
 *   logFile                 default e2e/artifacts/product.log (only used when quiet)
 *   healthTimeoutMs = 90000 how long the api and the dashboard may take to answer
 *
 * The survey service: SURVEY_SERVICE_URL (with SURVEY_SERVICE_USER and SURVEY_SERVICE_PASSWORD) in
 * `env` or in this process's environment points the product at a real one; without it the
 * development stand-in is started first and its address handed to the api and the worker.
 *
 * Returns { apiUrl, apiOrigin, dashboardUrl, surveyService, logFile, processes, exited, stop } where
 * surveyService is { url, standin } (standin: true when the stand-in runs) and apiUrl is
 * http://127.0.0.1:<apiPort>/api (the global prefix included), `exited` resolves to
 * { name, code, signal, line } when api, worker or dashboard ends without being asked to (or to
 * null once stop() was called), and stop() ends all three.
 */
export async function startProduct({
  databaseUrl,
  redisUrl,
  apiPort = 3000,
  dashboardPort = 4200,
  jwtSecret,
  storageDir = path.join(REPO_ROOT, '.storage'),
  seed = false,
  seedSize,
  logLevel = 'info',
  nodeEnv = 'production',
  env: extraEnv = {},
  quiet = false,
  logFile = quiet ? DEFAULT_LOG_FILE : undefined,
  healthTimeoutMs = 90_000,
} = {}) {
  if (!databaseUrl) throw new StartupError('startProduct needs databaseUrl');
  if (!redisUrl) throw new StartupError('startProduct needs redisUrl');
  if (!jwtSecret || String(jwtSecret).length < 32) throw new StartupError('JWT_SECRET must be at least 32 characters long');
  apiPort = Number(apiPort);
  dashboardPort = Number(dashboardPort);

  const realSurveyService = extraEnv.SURVEY_SERVICE_URL || process.env.SURVEY_SERVICE_URL || '';
  for (const [what, rel] of Object.entries(BUILD_OUTPUTS)) {
    if (what === 'seed' && !seed) continue;
    if (what === 'surveyStandin' && realSurveyService) continue;
    if (!fs.existsSync(path.join(REPO_ROOT, rel))) {
      throw new StartupError(`${rel} is missing: build the product first (npm run build)`);
    }
  }
  for (const [what, port] of [
    ['api', apiPort],
    ['dashboard', dashboardPort],
  ]) {
    if (!(await isPortFree(port))) throw new StartupError(`port ${port} for the ${what} is already in use (another copy running?)`);
  }
  fs.mkdirSync(storageDir, { recursive: true });

  let stream;
  if (quiet) {
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    stream = fs.createWriteStream(logFile, { flags: 'w' });
  }
  const output = stream; // undefined: the console
  const log = (line) => (stream ? stream.write(`[voc] ${line}\n`) : console.log(`[voc] ${line}`));

  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const apiUrl = `${apiOrigin}/api`;
  const dashboardUrl = `http://127.0.0.1:${dashboardPort}`;
  const env = {
    NODE_ENV: nodeEnv,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: jwtSecret,
    STORAGE_DIR: path.resolve(storageDir),
    LOG_LEVEL: logLevel,
    API_PORT: String(apiPort),
    API_PROXY_TARGET: apiOrigin,
    DASHBOARD_PORT: String(dashboardPort),
    // The demo network has a legacy passport-only account (DEMO-DEALER-4) that signs in blank.
    ...(seed ? { LEGACY_BLANK_PASSWORD_SIGNIN: '1' } : {}),
    ...extraEnv,
  };
  const node = process.execPath;
  const started = [];
  let stopping = false;

  let standin;
  const stop = async () => {
    stopping = true;
    const [api, ...rest] = started;
    await Promise.all(rest.map((p) => p.stop()));
    if (api) await api.stop();
    if (standin) await standin.stop();
    if (stream) await new Promise((resolve) => stream.end(resolve));
  };

  let surveyService = { url: realSurveyService, standin: false };
  try {
    if (!realSurveyService) {
      const port = await freePort();
      const user = process.env.SURVEY_STANDIN_USER || 'survey';
      const password = process.env.SURVEY_STANDIN_PASSWORD || 'survey-dev';
      standin = startProcess('survey', node, [BUILD_OUTPUTS.surveyStandin], {
        env: { ...Object.fromEntries(Object.entries(extraEnv).filter(([key]) => key.startsWith('SURVEY_STANDIN_'))), NODE_ENV: nodeEnv, SURVEY_STANDIN_PORT: String(port), SURVEY_STANDIN_USER: user, SURVEY_STANDIN_PASSWORD: password },
        output,
      });
      const url = `http://127.0.0.1:${port}`;
      await waitUntilUp(standin, `${url}/__standin/health`, healthTimeoutMs, 'the survey service stand-in');
      surveyService = { url, standin: true };
      Object.assign(env, { SURVEY_SERVICE_URL: url, SURVEY_SERVICE_USER: user, SURVEY_SERVICE_PASSWORD: password });
      log(`a development stand-in of the survey service is running at ${url}; set SURVEY_SERVICE_URL (and SURVEY_SERVICE_USER, SURVEY_SERVICE_PASSWORD) to use the real one`);
    }

    log('applying database migrations');
    await runProcess('migrate', node, [BUILD_OUTPUTS.migrate], { env, output, what: 'the database migration' });
    if (seed) {
      log(`loading demo data${seedSize ? ` (SEED_SIZE=${seedSize})` : ''}`);
      await runProcess('seed', node, [BUILD_OUTPUTS.seed], {
        env: { ...env, SEED_DEMO: '1', ...(seedSize ? { SEED_SIZE: String(seedSize) } : {}) },
        output,
        what: 'loading the demo data',
      });
    }

    log(`starting the api on port ${apiPort}`);
    const api = startProcess('api', node, [BUILD_OUTPUTS.api], { env: { ...env, PORT: String(apiPort) }, output });
    started.push(api);
    await waitUntilUp(api, `${apiUrl}/health`, healthTimeoutMs, 'the api');

    log('starting the worker and the dashboard');
    const worker = startProcess('worker', node, [BUILD_OUTPUTS.worker], { env, output });
    started.push(worker);
    const npm = npmCommand();
    const dashboard = startProcess(
      'dashboard',
      npm.cmd,
      [...npm.pre, 'run', 'preview', '-w', '@voc/dashboard', '--', '--port', String(dashboardPort), '--strictPort', '--host', '127.0.0.1'],
      { env, output },
    );
    started.push(dashboard);
    await waitUntilUp(dashboard, `${dashboardUrl}/`, healthTimeoutMs, 'the dashboard');

    // The dashboard must reach the api through its /api proxy, or nobody can sign in.
    try {
      await waitForHttp(`${dashboardUrl}/api/health`, 10_000);
    } catch (err) {
      log(`warning: the dashboard does not pass /api to the api (${err.message}); check the preview proxy in apps/dashboard/vite.config.ts`);
    }
    if (!worker.isRunning()) {
      const result = await worker.exited;
      throw new StartupError(`the worker exited during start (${describeExit(result)})${lastLine(worker) ? `: ${lastLine(worker)}` : ''}`);
    }
  } catch (err) {
    await stop();
    if (stream && err instanceof StartupError) err.message += ` (log: ${path.relative(process.cwd(), logFile) || logFile})`;
    throw err;
  }

  const watched = standin ? [...started, standin] : started;
  const exited = Promise.race(
    watched.map((p) =>
      p.exited.then((result) =>
        stopping || p.stopRequested ? new Promise(() => {}) : { name: p.name, code: result.code, signal: result.signal, line: lastLine(p) },
      ),
    ),
  );
  let resolveStopped;
  const stopped = new Promise((resolve) => (resolveStopped = resolve));

  return {
    apiUrl,
    apiOrigin,
    dashboardUrl,
    surveyService,
    logFile,
    processes: Object.fromEntries(watched.map((p) => [p.name, p])),
    exited: Promise.race([exited, stopped]),
    stop: async () => {
      resolveStopped(null);
      await stop();
    },
  };
}

async function waitUntilUp(proc, url, timeoutMs, what) {
  const controller = new AbortController();
  proc.exited.then(() => controller.abort(new Error('exited')));
  try {
    await waitForHttp(url, timeoutMs, { signal: controller.signal });
  } catch (err) {
    if (!proc.isRunning()) {
      const result = await proc.exited;
      throw new StartupError(`${what} exited during start (${describeExit(result)})${lastLine(proc) ? `: ${lastLine(proc)}` : ''}`);
    }
    throw new StartupError(`${what} did not answer ${url} within ${Math.round(timeoutMs / 1000)} s (${err.message.replace(/^.*\(last: (.*)\)$/, 'last: $1')})`);
  }
}

// Start the built product (migrations, optional demo data, api, worker, dashboard preview) against
// a PostgreSQL and a Redis that already answer. Used by scripts/start.ts and by the e2e setup.
// Without SURVEY_SERVICE_URL it also runs the development stand-in of the survey service
// (apps/survey-standin) on a free port and points the api and the worker at it.

import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { type Log } from '../log';
import { isPortFree } from '../network/ports';
import { waitForHttp } from '../network/wait-for-http';
import { startProcess, type OutputStream, type ProcessHandle, type StartProcessOptions } from '../processes/child-process';
import { runProcess } from '../processes/run-process';
import { superviseProcess } from '../processes/supervised-process';
import { lastLine } from '../processes/telling-line';
import { REPO_ROOT } from '../repo-root';
import { StartupError } from '../startup-error';
import { BUILD_OUTPUTS, DEFAULT_LOG_FILE, neededBuildOutputs } from './build-outputs';
import { describeExit } from './exit-description';
import { npmCommand } from './npm-command';
import { productAddresses, type ProductAddresses } from './product-addresses';
import { productEnv } from './product-env';
import { launchSurveyStandin, type LaunchedStandin } from './survey-standin';
import { configuredTransports, launchNotifyStandins, notifyStandinEnv, receiptTokenForRun, type LaunchedNotifyStandins, type NotifyTransportsInUse } from './notify-standins';
import { firstUnexpectedExit, type UnexpectedExit } from './unexpected-exit';
import { waitUntilUp } from './wait-until-up';
import { WORKER_NODE_OPTIONS } from './worker-node-options';

export interface ProductOptions {
  /** Servers that answer (see ensurePostgres / ensureRedis). */
  databaseUrl: string;
  redisUrl: string;
  /** Default 3000. */
  apiPort?: number;
  /** Default 4200. */
  dashboardPort?: number;
  /** At least 32 characters. */
  jwtSecret: string;
  /** Folder for uploaded and exported files (created if missing); default .storage. */
  storageDir?: string;
  /** Run the idempotent demo seed after the migrations (default false). */
  seed?: boolean;
  /** SEED_SIZE of the demo seed. */
  seedSize?: string;
  /** LOG_LEVEL of api and worker (default info). */
  logLevel?: string;
  /** NODE_ENV of the children (default production). */
  nodeEnv?: string;
  /** Extra environment for every child. SURVEY_SERVICE_URL here (or in this process's environment) means no stand-in. */
  env?: Readonly<Record<string, string>>;
  /** true: all output goes to `logFile` (overwritten) instead of the console. */
  quiet?: boolean;
  /** Default e2e/artifacts/product.log (only used when quiet). */
  logFile?: string;
  /** How long the api and the dashboard may take to answer (default 90 s). */
  healthTimeoutMs?: number;
  /**
   * true (npm start): once up, a crashed api, worker or dashboard is started again after a growing
   * wait (processes/restart-backoff.ts) while the others keep serving; false: its end is `exited`.
   */
  supervise?: boolean;
}

/** The survey service the product talks to; standin: the development stand-in runs. */
export interface SurveyServiceInUse {
  url: string;
  standin: boolean;
}

export interface RunningProduct extends ProductAddresses {
  surveyService: SurveyServiceInUse;
  /** Where emails and SMS go: the configured servers, or the development stand-ins. */
  notifyTransports: NotifyTransportsInUse;
  logFile: string | undefined;
  /** The processes running now (a supervised one's current process). */
  readonly processes: Record<string, ProcessHandle>;
  /**
   * Resolves when api, worker, dashboard (unless supervised) or a stand-in ends without being asked
   * to (or to null once stop() was called).
   */
  exited: Promise<UnexpectedExit | null>;
  /** Ends all of them. */
  stop(): Promise<void>;
}

/** api, worker or dashboard: the process running now, supervised or not. */
interface AppProcess {
  current(): ProcessHandle;
  stop(): Promise<void>;
}

function fixedProcess(handle: ProcessHandle): AppProcess {
  return { current: () => handle, stop: () => handle.stop() };
}

/** Run the product. */
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
  supervise = false,
}: ProductOptions): Promise<RunningProduct> {
  if (!databaseUrl) throw new StartupError('startProduct needs databaseUrl');
  if (!redisUrl) throw new StartupError('startProduct needs redisUrl');
  if (!jwtSecret || jwtSecret.length < 32) throw new StartupError('JWT_SECRET must be at least 32 characters long');

  const realSurveyService = extraEnv.SURVEY_SERVICE_URL || process.env.SURVEY_SERVICE_URL || '';
  const transports = configuredTransports(extraEnv);
  for (const rel of neededBuildOutputs({ seed, realSurveyService: Boolean(realSurveyService), realNotifyTransports: Boolean(transports.smtpUrl && transports.smsUrl) })) {
    if (!fs.existsSync(path.join(REPO_ROOT, rel))) throw new StartupError(`${rel} is missing: build the product first (npm run build)`);
  }
  for (const [what, port] of [
    ['api', apiPort],
    ['dashboard', dashboardPort],
  ] as const) {
    if (!(await isPortFree(port))) throw new StartupError(`port ${port} for the ${what} is already in use (another copy running?)`);
  }
  fs.mkdirSync(storageDir, { recursive: true });

  let stream: fs.WriteStream | undefined;
  if (quiet && logFile) {
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    stream = fs.createWriteStream(logFile, { flags: 'w' });
  }
  const output: OutputStream | undefined = stream; // undefined: the console
  const log: Log = (line) => (stream ? stream.write(`[voc] ${line}\n`) : console.log(`[voc] ${line}`));

  const { apiOrigin, apiUrl, dashboardUrl } = productAddresses(apiPort, dashboardPort);
  const env = productEnv({ nodeEnv, databaseUrl, redisUrl, jwtSecret, storageDir, logLevel, apiPort, apiOrigin, dashboardPort, seed, extraEnv });
  const node = process.execPath;
  /** api, worker and dashboard, the api first. */
  const started: AppProcess[] = [];
  const launch = (name: string, cmd: string, args: readonly string[], options: StartProcessOptions): AppProcess => {
    const run = (): ProcessHandle => startProcess(name, cmd, args, options);
    const app: AppProcess = supervise ? superviseProcess(name, run, { log, stopping: () => stopping }) : fixedProcess(run());
    started.push(app);
    return app;
  };
  /** Processes that end by themselves (the background demo seed): stopped with the product, never watched. */
  const helpers: ProcessHandle[] = [];
  let stopping = false;

  let standin: LaunchedStandin | undefined;
  let notifyStandins: LaunchedNotifyStandins | undefined;
  const stop = async (): Promise<void> => {
    stopping = true;
    const [api, ...rest] = started;
    await Promise.all([...helpers, ...rest].map((p) => p.stop()));
    if (api) await api.stop();
    if (standin) await standin.process.stop();
    if (notifyStandins) await notifyStandins.process.stop();
    if (stream) {
      const ending = stream;
      await new Promise<void>((resolve) => ending.end(resolve));
    }
  };

  let surveyService: SurveyServiceInUse = { url: realSurveyService, standin: false };
  let notifyTransports: NotifyTransportsInUse = { mail: { url: transports.smtpUrl, standin: false, inboxUrl: null }, sms: { url: transports.smsUrl, standin: false } };
  try {
    if (!realSurveyService) {
      standin = await launchSurveyStandin({ extraEnv, nodeEnv, output });
      await waitUntilUp(standin.process, standin.healthUrl, healthTimeoutMs, 'the survey service stand-in');
      surveyService = { url: standin.url, standin: true };
      Object.assign(env, { SURVEY_SERVICE_URL: standin.url, SURVEY_SERVICE_USER: standin.user, SURVEY_SERVICE_PASSWORD: standin.password });
      log(`a development stand-in of the survey service is running at ${standin.url}; set SURVEY_SERVICE_URL (and SURVEY_SERVICE_USER, SURVEY_SERVICE_PASSWORD) to use the real one`);
    }
    if (!transports.smtpUrl || !transports.smsUrl) {
      const receiptToken = receiptTokenForRun(extraEnv);
      notifyStandins = await launchNotifyStandins({ nodeEnv, output, apiUrl, receiptToken });
      for (const url of notifyStandins.healthUrls) await waitUntilUp(notifyStandins.process, url, healthTimeoutMs, 'the notification stand-ins');
      Object.assign(env, notifyStandinEnv(notifyStandins, transports, receiptToken));
      if (!transports.smtpUrl) log(`a development mail server (SMTP sink) is running, its inbox at ${notifyStandins.inboxUrl}; set SMTP_URL and SMTP_FROM to send real email`);
      if (!transports.smsUrl) log(`a development stand-in of the SMS gateway is running at ${notifyStandins.smsUrl}; set SMS_GATEWAY_URL (and SMS_GATEWAY_USER, SMS_GATEWAY_PASSWORD, SMS_RECEIPT_TOKEN) to send real SMS`);
    }
    // Subscription mails' links (issue 33): a key of their own unless one is given, derived from the
    // JWT secret so that links mailed before a restart still work; the links point at the dashboard.
    if (!env.UNSUBSCRIBE_SECRET && !process.env.UNSUBSCRIBE_SECRET) env.UNSUBSCRIBE_SECRET = createHmac('sha256', jwtSecret).update('voc-unsubscribe-links').digest('hex');
    if (!env.PUBLIC_URL && !process.env.PUBLIC_URL) env.PUBLIC_URL = dashboardUrl;
    notifyTransports = {
      mail: transports.smtpUrl ? { url: transports.smtpUrl, standin: false, inboxUrl: null } : { url: notifyStandins?.smtpUrl ?? '', standin: true, inboxUrl: notifyStandins?.inboxUrl ?? null },
      sms: transports.smsUrl ? { url: transports.smsUrl, standin: false } : { url: notifyStandins?.smsUrl ?? '', standin: true },
    };

    log('applying database migrations');
    await runProcess('migrate', node, [BUILD_OUTPUTS.migrate], { env, output, what: 'the database migration' });
    if (seed) {
      log(`loading demo data${seedSize ? ` (SEED_SIZE=${seedSize})` : ''}`);
      await runProcess('seed', node, [BUILD_OUTPUTS.seed], {
        env: { ...env, SEED_DEMO: '1', ...(seedSize ? { SEED_SIZE: seedSize } : {}) },
        output,
        what: 'loading the demo data',
      });
    }

    log(`starting the api on port ${apiPort}`);
    const api = launch('api', node, [BUILD_OUTPUTS.api], { env: { ...env, PORT: String(apiPort) }, output });
    await waitUntilUp(api.current(), `${apiUrl}/health`, healthTimeoutMs, 'the api');

    log('starting the worker and the dashboard');
    const worker = launch('worker', node, [...WORKER_NODE_OPTIONS, BUILD_OUTPUTS.worker], { env, output });
    const npm = npmCommand('it is needed to run the dashboard preview');
    const dashboard = launch(
      'dashboard',
      npm.cmd,
      [...npm.pre, 'run', 'preview', '-w', '@voc/dashboard', '--', '--port', String(dashboardPort), '--strictPort', '--host', '127.0.0.1'],
      { env, output },
    );
    await waitUntilUp(dashboard.current(), `${dashboardUrl}/`, healthTimeoutMs, 'the dashboard');

    // The dashboard must reach the api through its /api proxy, or nobody can sign in.
    try {
      await waitForHttp(`${dashboardUrl}/api/health`, 10_000);
    } catch (err) {
      log(`warning: the dashboard does not pass /api to the api (${(err as Error).message}); check the preview proxy in apps/dashboard/vite.config.ts`);
    }
    // A worker that cannot start (bad settings) is a failed start, not one to start again and again.
    const workerProcess = worker.current();
    if (!workerProcess.isRunning()) {
      const result = await workerProcess.exited;
      throw new StartupError(`the worker exited during start (${describeExit(result)})${lastLine(workerProcess) ? `: ${lastLine(workerProcess)}` : ''}`);
    }
    if (seed) {
      // PDCA plans are owed by the figures the worker projects (tickets and the first survey sync),
      // so they are written in the background once those have caught up; the start does not wait.
      log('demo PDCA plans are written in the background once the projections have caught up');
      helpers.push(startProcess('seed-pdca', node, [BUILD_OUTPUTS.seedPdca], { env: { ...env, SEED_DEMO: '1' }, output }));
    }
  } catch (err) {
    await stop();
    if (stream && logFile && err instanceof StartupError) err.message += ` (log: ${path.relative(process.cwd(), logFile) || logFile})`;
    throw err;
  }

  const standins = [...(standin ? [standin.process] : []), ...(notifyStandins ? [notifyStandins.process] : [])];
  const watched = [...(supervise ? [] : started.map((app) => app.current())), ...standins];
  const unexpected = firstUnexpectedExit(watched, () => stopping);
  let resolveStopped: (value: null) => void = () => {};
  const stopped = new Promise<null>((resolve) => (resolveStopped = resolve));

  return {
    apiUrl,
    apiOrigin,
    dashboardUrl,
    surveyService,
    notifyTransports,
    logFile,
    get processes() {
      return Object.fromEntries([...started.map((app) => app.current()), ...standins].map((p) => [p.name, p]));
    },
    exited: Promise.race([unexpected, stopped]),
    stop: async () => {
      resolveStopped(null);
      await stop();
    },
  };
}

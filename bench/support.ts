import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

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

/** The built worker as a process of its own. */
export function spawnWorker(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [path.join(repoRoot, 'apps/worker/dist/main.js')], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'error', ...env },
    stdio: 'ignore',
  });
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

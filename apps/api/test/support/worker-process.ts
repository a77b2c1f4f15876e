import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const workerMain = join(__dirname, '../../../worker/dist/main.js');

/** The built worker as its own process (as production runs it), to be killed and restarted at will. */
export function spawnWorker(env: Record<string, string>): ChildProcess {
  if (!existsSync(workerMain)) throw new Error(`${workerMain} is missing: run "npm run build" before the integration tests`);
  return spawn(process.execPath, [workerMain], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', RELAY_INTERVAL_MS: '50', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

export async function stopWorker(worker: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (worker.exitCode !== null || worker.signalCode !== null) return;
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  worker.kill(signal);
  await exited;
}

import { spawn } from 'node:child_process';
import path from 'node:path';

import { REPO_ROOT } from '../../repo-root';
import { startProcess, type ProcessHandle } from '../child-process';
import { superviseProcess } from '../supervised-process';

async function waitFor(what: string, done: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('a supervised child', () => {
  it('is started again after each crash with a growing wait, the others untouched', async () => {
    const lines: string[] = [];
    const starts: number[] = [];
    const policy = { firstDelayMs: 100, maxDelayMs: 400, resetAfterMs: 60_000 };
    const crasher = superviseProcess(
      'worker',
      () => {
        starts.push(Date.now());
        return startProcess('worker', process.execPath, ['-e', 'console.log("worker: cannot reach Redis"); setTimeout(() => process.exit(3), 20)'], { output: false });
      },
      { log: (line) => lines.push(line), policy },
    );
    const steady = superviseProcess('api', () => startProcess('api', process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { output: false }), { log: (line) => lines.push(line), policy });
    const api: ProcessHandle = steady.current();
    try {
      await waitFor('four restarts', () => crasher.restarts() >= 4);
      const waits = lines.filter((l) => l.startsWith('the worker stopped')).map((l) => /starting it again in (\d+ ms)/.exec(l)?.[1]);
      expect(waits.slice(0, 4)).toEqual(['100 ms', '200 ms', '400 ms', '400 ms']);
      expect(lines[0]).toBe('the worker stopped unexpectedly (exit code 3): worker: cannot reach Redis; starting it again in 100 ms (the others keep running)');
      expect(lines).toContain('the worker was started again (restart 1)');
      // Each start waited at least its wait after the one before.
      [100, 200, 400, 400].forEach((wait, i) => expect(starts[i + 1] - starts[i]).toBeGreaterThanOrEqual(wait));
      expect(steady.restarts()).toBe(0);
      expect(steady.current()).toBe(api);
      expect(api.isRunning()).toBe(true);
      expect(lines.some((l) => l.includes('the api'))).toBe(false);
    } finally {
      await Promise.all([crasher.stop(), steady.stop()]);
    }
    expect(api.isRunning()).toBe(false);
  });

  it('names the signal that killed it, without quoting an unrelated last line', async () => {
    const lines: string[] = [];
    const supervised = superviseProcess(
      'worker',
      () => startProcess('worker', process.execPath, ['-e', 'console.log("error: an old warning"); setTimeout(() => process.kill(process.pid, "SIGKILL"), 20)'], { output: false }),
      { log: (line) => lines.push(line), policy: { firstDelayMs: 50, maxDelayMs: 50, resetAfterMs: 60_000 } },
    );
    try {
      await waitFor('a restart', () => supervised.restarts() >= 1);
      expect(lines[0]).toBe('the worker stopped unexpectedly (killed by SIGKILL); starting it again in 50 ms (the others keep running)');
    } finally {
      await supervised.stop();
    }
  });

  it('is not started again once its stop was asked for', async () => {
    const lines: string[] = [];
    let starts = 0;
    const supervised = superviseProcess(
      'api',
      () => {
        starts += 1;
        return startProcess('api', process.execPath, ['-e', "process.on('SIGTERM', () => process.exit(1)); setInterval(() => {}, 1000)"], { output: false });
      },
      { log: (line) => lines.push(line), policy: { firstDelayMs: 10, maxDelayMs: 10, resetAfterMs: 60_000 } },
    );
    await supervised.stop();
    expect(supervised.current().isRunning()).toBe(false);
    expect(starts).toBe(1);
    expect(lines).toEqual([]);
  });

  it('Ctrl-C stops every child and starts none again, even with a restart waiting', async () => {
    const fixture = path.join(__dirname, 'fixtures/supervisor.ts');
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/run.cjs'), fixture], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      // The crasher ran twice and a second restart waits (600 ms) when Ctrl-C comes.
      await waitFor('a second crash', () => output.includes('starting it again in 600 ms'));
      child.kill('SIGINT');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    const pids = [...output.matchAll(/^started (\w+) (\d+)$/gm)].map((m) => ({ name: m[1], pid: Number(m[2]) }));
    expect(pids.filter((p) => p.name === 'crasher')).toHaveLength(2);
    expect(pids.filter((p) => p.name === 'steady')).toHaveLength(1);
    for (const { pid } of pids) expect(alive(pid)).toBe(false);
    expect(output).toContain('stopping (SIGINT)…');
    expect(output).not.toContain('restart 2');
    expect(output).not.toContain('the steady stopped');
  }, 30_000);
});

import { spawnSync } from 'node:child_process';

import { REPO_ROOT } from '../repo-root';
import { busyShare, machineCpu } from './machine-cpu';

/** How long a step of the test run took. */
export interface StepTiming {
  name: string;
  ms: number;
  /** The share of the machine's cores that were busy during the step (anything running, PostgreSQL included), 0–1, where known. */
  busy?: number | null;
}

/**
 * Run one step of the test run in the foreground (its output straight to ours) after a
 * `=== name: command args` heading; record its time in `timings`. Answers its exit status (1 when
 * it had none, e.g. killed).
 */
export function runStep(timings: StepTiming[], name: string, command: string, args: readonly string[], env: Readonly<Record<string, string>> = {}): number {
  const t0 = Date.now();
  const cpu0 = machineCpu();
  process.stdout.write(`\n=== ${name}: ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push({ name, ms: Date.now() - t0, busy: busyShare(cpu0, machineCpu()) });
  return result.status ?? 1;
}

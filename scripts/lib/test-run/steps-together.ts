import { spawn } from 'node:child_process';

import { REPO_ROOT } from '../repo-root';
import { type StepTiming } from './test-step';

/** One step of the test run: its name, command and arguments. */
export type Step = readonly [name: string, command: string, args: readonly string[]];

/** How one step of a group ended. */
export interface StepOutcome {
  name: string;
  status: number;
  ms: number;
  /** Its stdout and stderr as they came, interleaved. */
  output: string;
}

/** The block a step prints once it has ended: heading, its whole output, and how it ended. */
export function stepBlock({ name, status, ms, output }: StepOutcome, [, command, args]: Step): string {
  const ending = output.length === 0 || output.endsWith('\n') ? '' : '\n';
  return `\n=== ${name}: ${command} ${args.join(' ')}\n${output}${ending}--- ${name}: ${status === 0 ? 'passed' : `failed (exit ${status})`} in ${(ms / 1000).toFixed(1)} s\n`;
}

function runCollected([name, command, args]: Step, env: Readonly<Record<string, string>>): Promise<StepOutcome> {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = (status: number) => resolve({ name, status, ms: Date.now() - t0, output: Buffer.concat(chunks).toString('utf8') });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

/**
 * Runs steps that do not depend on each other at the same time (each its own process, so two
 * cores share them), and prints each one's output as one block when it ends, so the outputs never
 * interleave. Records every step's time in `timings` (in the steps' order) and answers the
 * outcomes in the steps' order: a caller fails on the first one whose status is not 0.
 */
export async function runStepsTogether(timings: StepTiming[], steps: readonly Step[], env: Readonly<Record<string, string>> = {}): Promise<StepOutcome[]> {
  process.stdout.write(`\n=== ${steps.map(([name]) => name).join(', ')}: at the same time, each printed when it ends\n`);
  const outcomes = await Promise.all(
    steps.map(async (step) => {
      const outcome = await runCollected(step, env);
      process.stdout.write(stepBlock(outcome, step));
      return outcome;
    }),
  );
  for (const { name, ms } of outcomes) timings.push({ name, ms });
  return outcomes;
}

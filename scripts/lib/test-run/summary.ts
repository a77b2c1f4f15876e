// The end of `npm test`: counts per kind, time per step, and the one line "N passed, N failed".

import { type KindResult } from './jest-run';
import { type StepTiming } from './test-step';

/** Everything passed and failed; a skipped test counts as failed, so nothing skips silently. */
export function totals(results: readonly KindResult[]): { passed: number; failed: number } {
  return results.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed + r.skipped }), { passed: 0, failed: 0 });
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** The summary block, ending with the line "N passed, N failed" (and a new line). */
export function summaryText(results: readonly KindResult[], timings: readonly StepTiming[], wholeRunMs: number): string {
  const total = totals(results);
  return [
    '\n=== summary\n',
    ...results.map((r) => `${r.kind.padEnd(12)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped\n`),
    ...timings.map(({ name, ms, busy }) => `${name.padEnd(30)} ${seconds(ms)}${typeof busy === 'number' ? `  (cores busy ${Math.round(busy * 100)} %)` : ''}\n`),
    `${'whole run'.padEnd(30)} ${seconds(wholeRunMs)}\n`,
    `${total.passed} passed, ${total.failed} failed\n`,
  ].join('');
}

/** What a failed gate (build, type-check, lint) prints: nothing after it runs. */
export function gateFailedText(name: string): string {
  return `\n${name} failed\n0 passed, 1 failed\n`;
}

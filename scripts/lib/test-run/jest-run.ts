import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { jestCounts, type JestCounts } from './jest-counts';
import { runStep, type StepTiming } from './test-step';

/** The counts of one kind of tests (unit, integration, e2e). */
export interface KindResult extends JestCounts {
  kind: string;
}

function readReport(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Run one jest configuration as a step of the test run, its JSON report in `reportsDir/<kind>.json`. */
export function runJest(
  timings: StepTiming[],
  { kind, config, reportsDir, env }: { kind: string; config: string; reportsDir: string; env: Readonly<Record<string, string>> },
): KindResult {
  const outputFile = path.join(reportsDir, `${kind}.json`);
  rmSync(outputFile, { force: true });
  const status = runStep(timings, `${kind} tests`, 'npx', ['jest', '-c', config, '--ci', '--json', `--outputFile=${outputFile}`], env);
  return { kind, ...jestCounts(readReport(outputFile), status) };
}

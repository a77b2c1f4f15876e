// What a jest run counted, from the JSON report it writes with --json --outputFile.

export interface JestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

/** The fields of jest's JSON report the counts come from. */
interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
  numPendingTests: number;
  numTodoTests: number;
}

/**
 * The counts of a jest run from its report's text (null: no report). Suites that could not run
 * count as failed tests; no report, or a failed exit with nothing failed, counts as one failure.
 */
export function jestCounts(reportText: string | null, exitStatus: number): JestCounts {
  let counts: JestCounts = { passed: 0, failed: 0, skipped: 0 };
  try {
    if (reportText === null) throw new Error('no report');
    const report = JSON.parse(reportText) as JestReport;
    counts = {
      passed: report.numPassedTests,
      failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  } catch {
    counts.failed = 1; // jest died before writing its report
  }
  if (exitStatus !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

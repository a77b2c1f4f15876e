import { jestCounts } from '../jest-counts';
import { gateFailedText, summaryText, totals } from '../summary';

const report = (fields: Record<string, number>): string =>
  JSON.stringify({ numPassedTests: 0, numFailedTests: 0, numRuntimeErrorTestSuites: 0, numPendingTests: 0, numTodoTests: 0, success: true, ...fields });

describe('counting a jest run', () => {
  it('reads passed, failed (suites that could not run included) and skipped (todo included)', () => {
    expect(jestCounts(report({ numPassedTests: 40, numFailedTests: 2, numRuntimeErrorTestSuites: 1, numPendingTests: 3, numTodoTests: 1 }), 1)).toEqual({
      passed: 40,
      failed: 3,
      skipped: 4,
    });
    expect(jestCounts(report({ numPassedTests: 40 }), 0)).toEqual({ passed: 40, failed: 0, skipped: 0 });
  });

  it('counts one failure when jest wrote no report or a broken one', () => {
    expect(jestCounts(null, 1)).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(jestCounts('{"numPassedTests": 4', 1)).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(jestCounts('null', 0)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it('counts one failure when jest failed with every test passed (e.g. a global setup that threw)', () => {
    expect(jestCounts(report({ numPassedTests: 12 }), 1)).toEqual({ passed: 12, failed: 1, skipped: 0 });
  });
});

describe('the summary of npm test', () => {
  const results = [
    { kind: 'unit', passed: 900, failed: 0, skipped: 0 },
    { kind: 'integration', passed: 300, failed: 1, skipped: 0 },
    { kind: 'e2e', passed: 60, failed: 0, skipped: 2 },
  ];

  it('counts a skipped test as failed', () => {
    expect(totals(results)).toEqual({ passed: 1260, failed: 3 });
    expect(totals([])).toEqual({ passed: 0, failed: 0 });
  });

  it('lists kinds and step times, and ends with the line "N passed, N failed"', () => {
    const text = summaryText(results, [{ name: 'lint', ms: 61_250 }, { name: 'unit tests', ms: 95_040 }], 512_345);
    expect(text).toBe(
      [
        '',
        '=== summary',
        'unit         900 passed, 0 failed, 0 skipped',
        'integration  300 passed, 1 failed, 0 skipped',
        'e2e          60 passed, 0 failed, 2 skipped',
        'lint                           61.3 s',
        'unit tests                     95.0 s',
        'whole run                      512.3 s',
        '1260 passed, 3 failed',
        '',
      ].join('\n'),
    );
  });

  it('says how busy the cores were during a step where that was measured', () => {
    const text = summaryText(results, [{ name: 'e2e tests', ms: 1_442_000, busy: 0.934 }, { name: 'lint', ms: 1000, busy: null }], 1_500_000);
    expect(text).toContain('e2e tests                      1442.0 s  (cores busy 93 %)\n');
    expect(text).toContain('lint                           1.0 s\n');
  });

  it('ends a failed gate with "0 passed, 1 failed"', () => {
    expect(gateFailedText('lint')).toBe('\nlint failed\n0 passed, 1 failed\n');
  });
});

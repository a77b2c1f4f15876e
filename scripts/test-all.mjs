#!/usr/bin/env node
// Every test of the product, in the order a failure is cheapest to find: type-check and build,
// lint (module boundaries included), unit, integration on real PostgreSQL and Redis, and browser
// e2e in Debian's chromium. `npm test` and .ci/run run exactly this. Ends with one summary line
// "N passed, N failed"; a skipped test counts as a failure, so nothing skips silently.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, ensureChromium, ensurePostgres, ensureRedis, shutdownAll } from './lib/services.mjs';

const reports = path.join(REPO_ROOT, 'test-results');
const started = Date.now();
const timings = [];

function step(name, command, args, env = {}) {
  const t0 = Date.now();
  process.stdout.write(`\n=== ${name}: ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push([name, Date.now() - t0]);
  return result.status ?? 1;
}

function jestRun(kind, config, env) {
  const outputFile = path.join(reports, `${kind}.json`);
  rmSync(outputFile, { force: true });
  const status = step(`${kind} tests`, 'npx', ['jest', '-c', config, '--ci', '--json', `--outputFile=${outputFile}`], env);
  let counts = { passed: 0, failed: 0, skipped: 0 };
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    counts = {
      passed: report.numPassedTests,
      failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  } catch {
    counts.failed = 1; // jest died before writing its report
  }
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  return { kind, ...counts };
}

async function main() {
  mkdirSync(reports, { recursive: true });
  const postgres = await ensurePostgres({ databaseUrl: process.env.DATABASE_URL });
  const redis = await ensureRedis({ redisUrl: process.env.REDIS_URL });
  const chromium = await ensureChromium();
  const serviceEnv = { TEST_DATABASE_SERVER_URL: postgres.url, REDIS_URL: redis.url, CHROMIUM_PATH: chromium, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

  const gates = [
    ['type-check and build', 'npm', ['run', 'build']],
    ['type-check dashboard and e2e', 'npm', ['run', 'typecheck:client']],
    ['lint', 'npm', ['run', 'lint']],
  ];
  for (const [name, command, args] of gates) {
    if (step(name, command, args, serviceEnv) !== 0) {
      process.stdout.write(`\n${name} failed\n0 passed, 1 failed\n`);
      return 1;
    }
  }

  const results = [
    jestRun('unit', 'jest.unit.config.cjs', serviceEnv),
    jestRun('integration', 'jest.integration.config.cjs', serviceEnv),
    jestRun('e2e', 'jest.e2e.config.cjs', serviceEnv),
  ];

  const total = results.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed + r.skipped }), { passed: 0, failed: 0 });
  process.stdout.write('\n=== summary\n');
  for (const r of results) process.stdout.write(`${r.kind.padEnd(12)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped\n`);
  for (const [name, ms] of timings) process.stdout.write(`${name.padEnd(30)} ${(ms / 1000).toFixed(1)} s\n`);
  process.stdout.write(`whole run                      ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  process.stdout.write(`${total.passed} passed, ${total.failed} failed\n`);
  return total.failed === 0 ? 0 : 1;
}

main()
  .then(async (code) => {
    await shutdownAll();
    process.exit(code);
  })
  .catch(async (error) => {
    process.stderr.write(`tests could not run: ${error.message}\n`);
    await shutdownAll();
    process.exit(1);
  });

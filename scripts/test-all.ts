// Every test of the product, in the order a failure is cheapest to find: type-check and build,
// client type-check and lint (module boundaries included) at the same time, then unit, integration
// on real PostgreSQL and Redis, and browser e2e in Debian's chromium (two workers, a product each). `npm test` and .ci/run run exactly this (through scripts/run.cjs).
// Ends with one summary line "N passed, N failed"; a skipped test counts as a failure, so nothing
// skips silently.

import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { checkLandedMigrations } from '../libs/migrations/src/migrations/landed-on-main';
import { ensureBriefChromium, ensureChromium } from './lib/chromium/ensure-chromium';
import { ensureNginx } from './lib/nginx/ensure-nginx';
import { ensurePdftoppm } from './lib/poppler/ensure-pdftoppm';
import { ensurePostgres } from './lib/postgres/ensure-postgres';
import { shutdownAll } from './lib/processes/shutdown';
import { ensureRedis } from './lib/redis/ensure-redis';
import { ensureRedisClusterTools } from './lib/redis/ensure-redis-cluster-tools';
import { REPO_ROOT } from './lib/repo-root';
import { runJest } from './lib/test-run/jest-run';
import { gateFailedText, summaryText, totals } from './lib/test-run/summary';
import { runStepsTogether, type Step } from './lib/test-run/steps-together';
import { type StepTiming } from './lib/test-run/test-step';

const reportsDir = path.join(REPO_ROOT, 'test-results');
const started = Date.now();
const timings: StepTiming[] = [];

/**
 * Steps that must pass before any test runs: a failure here ends the run. They read the sources
 * only (the client type-check and lint do not need the build), so they run at the same time on the
 * two cores, each one's output printed as a block when it ends.
 */
const GATES: readonly Step[] = [
  ['type-check and build', 'npm', ['run', 'build']],
  ['type-check dashboard and e2e', 'npm', ['run', 'typecheck:client']],
  ['lint', 'npm', ['run', 'lint']],
];

const JEST_RUNS = [
  { kind: 'unit', config: 'jest.unit.config.cjs' },
  { kind: 'integration', config: 'jest.integration.config.cjs' },
  { kind: 'e2e', config: 'jest.e2e.config.cjs' },
] as const;

/**
 * First and cheapest (a few git calls): no migration or lock entry that exists on main was changed
 * or renamed (compared with the merge base with main, else with the lock's landed history).
 */
function landedMigrationsGate(): boolean {
  const t0 = Date.now();
  process.stdout.write('\n=== landed migrations unchanged\n');
  const { comparedWith, problems } = checkLandedMigrations(REPO_ROOT);
  timings.push({ name: 'landed migrations unchanged', ms: Date.now() - t0 });
  process.stdout.write(`compared with ${comparedWith}: ${problems.length === 0 ? 'nothing landed was changed or renamed' : problems.join('\n')}\n`);
  return problems.length === 0;
}

async function main(): Promise<number> {
  mkdirSync(reportsDir, { recursive: true });
  if (!landedMigrationsGate()) {
    process.stdout.write(gateFailedText('landed migrations unchanged'));
    return 1;
  }
  const postgres = await ensurePostgres({ databaseUrl: process.env.DATABASE_URL });
  const redis = await ensureRedis({ redisUrl: process.env.REDIS_URL });
  await ensureRedisClusterTools();
  const chromium = await ensureChromium();
  // The api prints the monthly briefs with chromium-headless-shell (its CHROMIUM_PATH default).
  await ensureBriefChromium();
  // The gateway's e2e smoke runs docker compose's nginx configuration with Debian's nginx.
  await ensureNginx();
  // The monthly brief's PDF test draws the PDF with pdftoppm (poppler-utils).
  await ensurePdftoppm();
  const env = { TEST_DATABASE_SERVER_URL: postgres.url, REDIS_URL: redis.url, CHROMIUM_PATH: chromium, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

  const failedGate = (await runStepsTogether(timings, GATES, env)).find(({ status }) => status !== 0);
  if (failedGate) {
    process.stdout.write(gateFailedText(failedGate.name));
    return 1;
  }

  const results = JEST_RUNS.map(({ kind, config }) => runJest(timings, { kind, config, reportsDir, env }));
  process.stdout.write(summaryText(results, timings, Date.now() - started));
  return totals(results).failed === 0 ? 0 : 1;
}

main()
  .then(async (code) => {
    await shutdownAll();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    process.stderr.write(`tests could not run: ${(error as Error).message}\n`);
    await shutdownAll();
    process.exit(1);
  });

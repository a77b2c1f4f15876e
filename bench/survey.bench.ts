/**
 * Survey sync benchmark (issue 12): the survey service's stand-in (its own process) paged into the
 * survey log by the worker's sync (timed: the sync only appends since issue 34), then the log
 * applied to the survey projections as the relay's jobs apply it (timed apart), in the child
 * process, against the same pages read by a no-op consumer in the same run; then the response-rate
 * and NPS reads from the projections against a GROUP BY over the raw survey events.
 *
 *   npm run bench:survey                 (--dealers=600 --months=18 --page=1000: about 200,000 responses)
 *   … --ceiling --sync-only              the sync and its ceiling only: no projections' catch-up, no report reads
 *
 * The size is set by the stand-in's population (dealers × months; about 0.45 responses per case).
 * The no-op consumer and the sync each run in a child process of their own over the build, as the
 * worker runs (bench/survey-sync.child.cjs), so the peak RSS printed is the sync's alone.
 *
 * The ceiling (`--ceiling`): after the reads, PostgreSQL alone takes the rows the sync wrote to the
 * survey log and the case states (survey_cases, survey_events: the bulk of its writes) again by
 * server-side COPY into the same tables, indexes and triggers, emptied first. The sync's time
 * against that, and the time 10,000 responses/s allows, say how far the target is from what the
 * database alone does on this machine. The ratio printed (issue 34's target, ≥ 0.5×) is the
 * ceiling's time over the sync's, the ceiling being the longer of the no-op reading and the COPY:
 * a sync has to read every page and write its rows, and at best does both at once on two cores.
 *
 * Where the sync's time goes, statement by statement (printed on stderr as the child ends):
 *   BENCH_CHILD_NODE_OPTIONS="--require ./bench/sql-time-by-statement.cjs" npm run bench:survey -- …
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@voc/migrations';
import { createThrowawayDatabase, migrateDatabase } from '@voc/testing';
import { WORKER_NODE_OPTIONS } from '../scripts/lib/product/worker-node-options';
import { CopyCpuWatch, type CopyCpu, PhaseCpuWatch, type PhaseCpu } from './cpu-accounting';
import { argValue, machineLine, mb, perSecond, ratio, runCompiledChild, thousands } from './bench-kit';
import { runMain } from './support';

const DEALERS = Number(argValue('dealers', '600'));
const MONTHS = Number(argValue('months', '18'));
const PAGE = Number(argValue('page', '1000'));
const NOW = '2026-11-20T12:00:00+07:00';

async function startStandin(): Promise<{ url: string; pid: number | undefined; stop: () => void }> {
  const child = spawn(process.execPath, [path.join(__dirname, '../apps/survey-standin/dist/main.js')], {
    env: { ...process.env, SURVEY_STANDIN_PORT: '0', SURVEY_STANDIN_DEALERS: String(DEALERS), SURVEY_STANDIN_MONTHS: String(MONTHS), SURVEY_STANDIN_NOW: NOW },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = out.match(/http:\/\/127\.0\.0\.1:\d+/);
      if (found) resolve(found[0]);
    });
    child.on('exit', (code) => reject(new Error(`stand-in exited ${code}: ${out}`)));
  });
  return { url, pid: child.pid, stop: () => child.kill() };
}

async function timedP95(db: DataSource, sql: string, params: unknown[], runs: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await db.query(sql, params);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length * 0.95)];
}

/** What a measured child process prints (bench/survey-sync.child.cjs). */
interface ChildResult {
  ms: number;
  items: number;
  responses: number;
  events: number;
  ticketsRaised: number;
  peakRss: number;
  /** The child's own CPU (user + system), ms; the sync's alone for the sync child. */
  cpuMs: number;
  /** The sync child: the survey log's projections caught up after the sync, as the relay's jobs do (ms). */
  projectMs?: number;
}

const seconds = (ms: number | undefined) => (ms === undefined ? '?' : `${(ms / 1000).toFixed(1)} s`);

/**
 * Where a phase's CPU went, by party: the stand-in, the measured child, the database's backends
 * (those serving the child), and the rest of the machine's busy time (PostgreSQL's WAL writer and
 * checkpointer, this process, the system), and the time the host took these cores from us (steal).
 */
function cpuLine(label: string, phase: PhaseCpu, child: ChildResult): string {
  const standin = phase.processes.get('stand-in');
  const known = (standin ?? 0) + child.cpuMs + phase.backends;
  const rest = phase.machineBusy === undefined ? undefined : Math.max(0, phase.machineBusy - (phase.machineSteal ?? 0) - known);
  const per = (ms: number | undefined) => (ms === undefined || child.responses === 0 ? '' : ` (${((ms / child.responses) * 1000).toFixed(0)} µs a response)`);
  return (
    `CPU of the ${label}: stand-in ${seconds(standin)}${per(standin)}, the ${label} process ${seconds(child.cpuMs)}${per(child.cpuMs)}, PostgreSQL's backends ${seconds(phase.backends)}${per(phase.backends)}, ` +
    `rest of the machine ${seconds(rest)}; machine busy ${seconds(phase.machineBusy)} of ${seconds(phase.machineAll)} (both cores), of which taken by the host (steal) ${seconds(phase.machineSteal)}`
  );
}

const CHILD = path.join(__dirname, 'survey-sync.child.cjs');

/** How long PostgreSQL alone takes to COPY the case rows and events the sync wrote, per table. */
async function copyCeiling(db: DataSource): Promise<{ cases: number; events: number; casesMs: number; eventsMs: number; cpu: CopyCpu } | { skipped: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'voc-survey-copy-'));
  await chmod(dir, 0o777);
  const file = (table: string) => `'${path.join(dir, `${table}.copy`)}'`;
  try {
    try {
      await db.query(`COPY (SELECT * FROM survey_cases) TO ${file('survey_cases')}`);
      await db.query(`COPY (SELECT * FROM survey_events ORDER BY position) TO ${file('survey_events')}`);
    } catch (error) {
      return { skipped: error instanceof Error ? error.message : String(error) };
    }
    const [{ cases, events }] = await db.query(`SELECT (SELECT count(*) FROM survey_cases)::int AS cases, (SELECT count(*) FROM survey_events)::int AS events`);
    await db.query(`TRUNCATE survey_events, survey_cases CASCADE`);
    await db.query(`CHECKPOINT`);
    // One connection, so its backend's CPU is the COPY's (copy-cpu.ts).
    const runner = db.createQueryRunner();
    try {
      const watch = await CopyCpuWatch.start(runner);
      let t = performance.now();
      await runner.query(`COPY survey_cases FROM ${file('survey_cases')}`);
      const casesMs = performance.now() - t;
      t = performance.now();
      await runner.query(`COPY survey_events FROM ${file('survey_events')}`);
      const eventsMs = performance.now() - t;
      return { cases, events, casesMs, eventsMs, cpu: watch.stop() };
    } finally {
      await runner.release();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The response-rate and NPS reads, fiscal YTD by region: from the projections against a GROUP BY over the raw survey events. */
async function reportReads(db: DataSource): Promise<void> {
  await db.query('ANALYZE');
  const range = ['showroom', '2026-04-01', '2026-11-30'];
  // April to November are whole months: the report reads them from survey_rate_monthly (apps/api rate-range-parts.ts).
  const fromProjection = await timedP95(db, `SELECT region, sum(sent), sum(responded_successfully) FROM reporting.survey_rate_monthly WHERE type = $1 AND month BETWEEN $2 AND $3 GROUP BY 1`, range, 40);
  const fromLog = await timedP95(
    db,
    `SELECT payload->'case'->>'region', count(*) FILTER (WHERE payload->'stages' @> '[{"stage":"sent"}]'), count(*) FILTER (WHERE payload->'stages' @> '[{"stage":"responded_successfully"}]')
     FROM survey_events WHERE type = 'SurveyCaseProgressed' AND payload->'case'->>'type' = $1 AND (payload->'case'->>'received_day') BETWEEN $2 AND $3 GROUP BY 1`,
    range,
    5,
  );
  const npsProjection = await timedP95(db, `SELECT region, sum(responses), sum(top2box), sum(bottom6) FROM reporting.survey_score_monthly WHERE type = $1 AND month BETWEEN $2 AND $3 GROUP BY 1`, range, 40);
  const npsLog = await timedP95(
    db,
    `SELECT payload->'case'->>'region', count(*), count(*) FILTER (WHERE (payload->>'nps')::int >= 9), count(*) FILTER (WHERE (payload->>'nps')::int <= 6)
     FROM survey_events WHERE type = 'SurveyAnswered' AND payload->'case'->>'type' = $1 AND (payload->>'responded_day') BETWEEN $2 AND $3 GROUP BY 1`,
    range,
    5,
  );
  console.log(`response rate, fiscal YTD by region: projection p95 ${fromProjection.toFixed(1)} ms vs GROUP BY over survey_events p95 ${fromLog.toFixed(1)} ms: ${ratio(fromLog, fromProjection)}`);
  console.log(`NPS, fiscal YTD by region: projection p95 ${npsProjection.toFixed(1)} ms vs GROUP BY over survey_events p95 ${npsLog.toFixed(1)} ms: ${ratio(npsLog, npsProjection)}`);
}

async function main(): Promise<void> {
  console.log(machineLine());
  const standin = await startStandin();
  const database = await createThrowawayDatabase('voc_bench_survey');
  try {
    await migrateDatabase(database.url);
    const db = new DataSource(dataSourceOptions(database.url, 8));
    await db.initialize();
    await db.query(
      `INSERT INTO dealers (dealer_id, dealer_code, dealer_name, dealer_name_en, branch_name, branch_name_en, status, sale_area_code, service_area_code, dealer_sales_region, dealer_service_region, working_hours)
       SELECT '9000', 'D' || lpad(i::text, 4, '0'), 'นิสสัน', 'Nissan', 'สาขา ' || i, 'Branch ' || i, 'normal', 'R' || (1 + i % 5) || '-1', 'R' || (1 + i % 5) || '-1', 'Region' || (1 + i % 5), 'Region' || (1 + i % 5), '{}'::jsonb
       FROM generate_series(1, $1) i`,
      [DEALERS],
    );

    // Each phase's CPU by party (cpu-accounting.ts), read from /proc by a connection of its own.
    const watcher = new Client({ connectionString: database.url });
    await watcher.connect();
    const databaseName = new URL(database.url).pathname.slice(1);
    const processes = { 'stand-in': standin.pid };

    // Baseline: the same pages, read and dropped, then the sync; each in a process of its own.
    let watch = await PhaseCpuWatch.start(watcher, databaseName, processes);
    const base = await runCompiledChild<ChildResult>(CHILD, ['--child=noop', `--standin=${standin.url}`, `--page=${PAGE}`]);
    const baseCpu = await watch.stop();
    // The sync runs with the node flags the worker ships with (scripts/lib/product/worker-node-options.ts).
    watch = await PhaseCpuWatch.start(watcher, databaseName, processes);
    const syncOnly = process.argv.includes('--sync-only');
    const sync = await runCompiledChild<ChildResult>(CHILD, ['--child=sync', `--standin=${standin.url}`, `--url=${database.url}`, `--page=${PAGE}`, `--now=${NOW}`, ...(syncOnly ? ['--sync-only'] : [])], [...WORKER_NODE_OPTIONS]);
    const syncCpu = await watch.stop();
    await watcher.end();

    console.log(`population: ${DEALERS} dealers × ${MONTHS} months, pages of ${PAGE}; ${thousands(base.items)} items, of which ${thousands(base.responses)} responses`);
    console.log(`no-op consumer: ${(base.ms / 1000).toFixed(1)} s, ${thousands(perSecond(base.responses, base.ms))} responses/s; peak RSS ${mb(base.peakRss)}`);
    console.log(
      `sync (pages read, cases and events appended): ${(sync.ms / 1000).toFixed(1)} s, ${thousands(perSecond(sync.responses, sync.ms))} responses/s (${thousands(perSecond(sync.items, sync.ms))} items/s), ${thousands(sync.events)} events, ${thousands(sync.ticketsRaised)} tickets raised; peak RSS ${mb(sync.peakRss)}`,
    );
    console.log(`the survey log's projections caught up after it, as the relay's jobs do (not the sync's time since issue 34): ${syncOnly ? 'not run (--sync-only)' : seconds(sync.projectMs)}`);
    console.log(`sync / no-op time: ${ratio(sync.ms, base.ms)}; the sync's node flags: ${WORKER_NODE_OPTIONS.join(' ')} (the worker's own)`);
    console.log(cpuLine('no-op consumer', baseCpu, base));
    console.log(cpuLine('sync', syncCpu, sync) + (syncOnly ? '' : ' (the phase includes the projections\' catch-up; the sync process\'s own CPU does not)'));

    if (!syncOnly) await reportReads(db);
    if (process.argv.includes('--ceiling')) {
      const copy = await copyCeiling(db);
      if ('skipped' in copy) console.log(`ceiling (COPY) not measured: ${copy.skipped}`);
      else {
        const copyMs = copy.casesMs + copy.eventsMs;
        const targetMs = (sync.responses / 10_000) * 1000;
        console.log(
          `ceiling, PostgreSQL alone (COPY of the sync's ${thousands(copy.cases)} case rows in ${(copy.casesMs / 1000).toFixed(1)} s and ${thousands(copy.events)} events in ${(copy.eventsMs / 1000).toFixed(1)} s): ` +
            `${(copyMs / 1000).toFixed(1)} s, ${thousands(perSecond(sync.responses, copyMs))} responses/s; the sync's time over COPY's: ${ratio(sync.ms, copyMs)}`,
        );
        // The ceiling: the sync must read every page and write its rows; at best the two overlap on the two cores, so it
        // takes at least the longer of the no-op reading and the COPY of its rows, both measured in this run.
        const ceilingMs = Math.max(base.ms, copyMs);
        console.log(
          `ceiling, reading and COPY overlapped (the longer of the no-op reading ${(base.ms / 1000).toFixed(1)} s and COPY ${(copyMs / 1000).toFixed(1)} s): ${(ceilingMs / 1000).toFixed(1)} s; ` +
            `the sync ${(sync.ms / 1000).toFixed(1)} s: ratio ${(ceilingMs / sync.ms).toFixed(2)}x of the ceiling (goal >= 0.5x, issue 34)`,
        );
        console.log(`10,000 responses/s allows ${(targetMs / 1000).toFixed(1)} s for these ${thousands(sync.responses)} responses: the no-op reading takes ${(base.ms / 1000).toFixed(1)} s of it, COPY alone ${(copyMs / 1000).toFixed(1)} s`);
        // In CPU: what the machine's cores give in the target's time, against what reading the pages and COPY alone used.
        const cores = os.cpus().length;
        const readingCpu = (baseCpu.processes.get('stand-in') ?? 0) + base.cpuMs;
        console.log(
          `in CPU: ${cores} cores give ${seconds(targetMs * cores)} in that time; reading the pages used ${seconds(readingCpu)} (stand-in and no-op consumer), ` +
            `COPY ${seconds(copy.cpu.backendMs)} in its backend (machine busy ${seconds(copy.cpu.machineBusyMs)}, steal ${seconds(copy.cpu.machineStealMs)}): together ${seconds(readingCpu + copy.cpu.backendMs)}`,
        );
      }
    }
    await db.destroy();
  } finally {
    standin.stop();
    await database.drop();
  }
}

runMain(main);

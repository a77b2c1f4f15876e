/**
 * bench:projections — the ticket projections over at least 1,000,000 events.
 *
 * Events come from libs/testing's synthetic generator (the same payloads the ticket commands
 * write), bulk-inserted into a throw-away database: creating a million events through the api
 * would take longer than the benchmark itself. Measured in one run, on this machine:
 *   (a) projection throughput (events/s, until the tickets and the VOC projections are both at the
 *       head) with 1, 2 and 4 worker processes (BullMQ path), and the time their backends spent
 *       waiting on locks (pg_stat_activity sampled every 20 ms);
 *   (b) projection lag p50/p99 under a steady 200 events/s of ticket commands through the api;
 *   (c) the KPI report's p50/p95 from the projections against the same report computed by a
 *       GROUP BY over ticket_events at read time (ratio);
 *   (d) the same projection done by a plain SQL catch-up loop without Redis (ratio BullMQ / SQL).
 * Run: npm run bench:projections   (EVENTS_TICKETS=320000 by default; BENCH_QUICK=1 for a small run;
 * BENCH_ONLY=lag measures (b) alone; LAG_SECONDS=N sets how long (b) runs, 20 s by default;
 * LAG_RATE=N commands/s instead of 200; BENCH_WORKERS=1,2,4 the worker counts of (a); LAG_APIS=N api processes taking turns (1 by default); BENCH_WORKER_ENV="K=v …" adds to the worker's environment in (b); BENCH_WORKER_MAIN another build of the worker (bench/support.ts); LAG_VOC_BACKLOG=1 measures (b) while the VOC projection catches up; LAG_DIAG=1 reports sizes, buffer hits and slow statements' plans around (b), see bench/lag-diagnostics.ts; LAG_WARMUP=0 leaves out the warm-up before (b) (the bulk log's month-end freeze then falls inside the window); LAG_TRACE=1 splits the lag of (b) into its stages, see bench/lag-trace.ts; LAG_AUTO_EXPLAIN_MS=N logs the plans (and JIT) of statements of N ms or more;
 * BENCH_PARTITIONS=1,4 the PROJECTION_PARTITIONS the workers of (a) run with, each with every worker count (1 by default);
 * BENCH_ONLY=workers measures (a) alone, with (e) how a partition's batch is read, UNION ALL against ANY);
 * LOCK_WAIT_TRACE=1 also splits (a)'s lock waits by the statement that waited (its first 170 characters))
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import http from 'node:http';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { Queue } from 'bullmq';
import { dataSourceOptions } from '@voc/migrations';
import { QUEUES } from '@voc/queues';
import { createThrowawayDatabase, eventDealers, insertEvents, migrateDatabase, syntheticTicketEvents, testRedisUrl } from '@voc/testing';
import { projectAll } from '../apps/worker/src/projections/tickets/project-tickets';
import { projectionStores } from '../apps/worker/src/projections/tickets/projection-stores';
import { projectAllVoc } from '../apps/worker/src/projections/voc/project-voc';
import { reportingSchemaSql } from '@voc/projections';
import { LagDiagnostics } from './lag-diagnostics';
import { LagTrace } from './lag-trace';
import { dropRedisPrefix, jsonRequest, machine, percentile, runMain, sleep, spawnApi, spawnWorker, stop } from './support';

const QUICK = process.env.BENCH_QUICK === '1';
const TICKETS = Number(process.env.EVENTS_TICKETS ?? (QUICK ? 20000 : 320000));
const ONLY_LAG = process.env.BENCH_ONLY === 'lag';
const LAG_SECONDS = Number(process.env.LAG_SECONDS ?? (QUICK ? 5 : 20));
const LAG_RATE = Number(process.env.LAG_RATE ?? 200);
const LAG_APIS = Number(process.env.LAG_APIS ?? 1);
const VOC_BACKLOG = process.env.LAG_VOC_BACKLOG === '1';
// The bulk log ends months before today, so the first command of (b) crosses those months' closes
// and every partition freezes them (a once-a-month cost, a second or more here) inside the window.
// A warm-up of a few commands, projected before the window starts, takes that out of the steady
// figures and prints what it cost; LAG_WARMUP=0 measures with it inside the window.
const LAG_WARMUP = process.env.LAG_WARMUP !== '0';
const LAG_DIAG = process.env.LAG_DIAG === '1';
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1,2,4').split(',').map(Number);
const PARTITION_COUNTS = (process.env.BENCH_PARTITIONS ?? '1').split(',').map(Number);
const ONLY_WORKERS = process.env.BENCH_ONLY === 'workers';
const LOCK_WAIT_TRACE = process.env.LOCK_WAIT_TRACE === '1';

async function resetReporting(client: Client): Promise<void> {
  await client.query(`DROP SCHEMA reporting CASCADE`);
  await client.query(`CREATE SCHEMA reporting`);
  for (const statement of reportingSchemaSql('reporting')) await client.query(statement);
}

interface WorkersRun {
  workers: number;
  /** PROJECTION_PARTITIONS of the workers (the tickets projection's partitions). */
  partitions: number;
  /** Events of the log per second until both projections of the ticket log (tickets, VOC) were at its head. */
  rate: number;
  /** Events/s counted from when every worker's projections consumer was up (start-up left out), over the events applied after it. */
  steadyRate: number;
  /** Seconds from the spawn until every worker was up, and the events (of both projections, averaged) applied by then. */
  upAt: number;
  appliedAtUp: number;
  seconds: number;
  /** When each projection reached the head, seconds from the start. */
  ticketsAt: number;
  vocAt: number;
  /** Backend-seconds spent waiting on a lock (row or other), sampled from pg_stat_activity every SAMPLE_MS. */
  lockWaitSeconds: number;
  /** The same per kind of lock (wait_event), backend-seconds. */
  lockKinds: string;
  /** With LOCK_WAIT_TRACE=1, the same per statement that waited (most first), backend-seconds; else empty. */
  lockStatements: string;
  /** CPU seconds (user + system) of the worker processes, and of the PostgreSQL backends serving this database's clients but the bench's own. */
  workerCpu: number;
  postgresCpu: number;
}

/** CPU seconds (utime + stime) a process has used so far, from /proc (Linux; 0 when unreadable). */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

const SAMPLE_MS = 20;

async function timeWorkers(client: Client, url: string, workers: number, partitions: number, total: number): Promise<WorkersRun> {
  await resetReporting(client);
  const prefix = `bench-${randomBytes(3).toString('hex')}`;
  const database = (await client.query(`SELECT current_database() AS db`)).rows[0].db as string;
  // Lock waits of the workers' backends: a second connection samples pg_stat_activity.
  const sampler = new Client({ connectionString: url });
  await sampler.connect();
  let sampling = true;
  let lockSamples = 0;
  // Which lock the waits were for (pg_stat_activity.wait_event: tuple, transactionid, relation, extend, advisory…).
  const lockKinds = new Map<string, number>();
  // Which statement waited (LOCK_WAIT_TRACE=1): the lock kind alone does not say which step's row it is.
  const lockStatements = new Map<string, number>();
  const statement = LOCK_WAIT_TRACE ? `left(regexp_replace(query, '\\s+', ' ', 'g'), 170)` : `''`;
  const sampling$ = (async () => {
    while (sampling) {
      const { rows } = await sampler.query(`SELECT wait_event, ${statement} AS statement, count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock' GROUP BY 1, 2`, [database]);
      for (const row of rows as Array<{ wait_event: string; statement: string; n: number }>) {
        lockSamples += row.n;
        lockKinds.set(row.wait_event, (lockKinds.get(row.wait_event) ?? 0) + row.n);
        if (LOCK_WAIT_TRACE) lockStatements.set(`${row.wait_event}: ${row.statement}`, (lockStatements.get(`${row.wait_event}: ${row.statement}`) ?? 0) + row.n);
      }
      await sleep(SAMPLE_MS);
    }
  })();
  const started = Date.now();
  const children = Array.from({ length: workers }, () =>
    spawnWorker({ DATABASE_URL: url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, RELAY_INTERVAL_MS: '50', DEADLINE_SWEEP_EVERY_MS: '3600000', PROJECTION_PARTITIONS: String(partitions) }),
  );
  const head = (await client.query(`SELECT max(position)::text AS p FROM ticket_events`)).rows[0].p;
  let ticketsAt = 0;
  let vocAt = 0;
  // Backends of this database seen during the run (the workers' pools), with their CPU as last seen.
  const backends = new Map<number, number>();
  const own = new Set([(await client.query(`SELECT pg_backend_pid() AS pid`)).rows[0].pid as number, (await sampler.query(`SELECT pg_backend_pid() AS pid`)).rows[0].pid as number]);
  const seeBackends = async () => {
    const { rows } = await client.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'`);
    // The last CPU figure seen per backend: a pooled connection closed while idle takes its /proc entry with it.
    for (const { pid } of rows as Array<{ pid: number }>) if (!own.has(pid)) backends.set(pid, Math.max(backends.get(pid) ?? 0, cpuSeconds(pid)));
  };
  // When every worker process has its projections consumer connected (BullMQ names its Redis
  // connections): the bench's clock starts at the spawn, so the plain rate counts the processes'
  // start-up too (module loading and Nest, ~3-4 s of CPU each, a large share of a short run on two
  // cores). The steady rate counts only the events applied after that moment, in that time.
  const projectionsQueue = new Queue(QUEUES.projections, { connection: { url: testRedisUrl() }, prefix });
  let upAt = 0;
  let appliedAtUp = 0;
  const appliedEvents = async () =>
    Number(
      (
        await client.query(
          `SELECT count(*)::int AS n FROM reporting.projection_checkpoints cp JOIN ticket_events e
             ON cp.partition = CASE WHEN (SELECT count(*) FROM reporting.projection_checkpoints c2 WHERE c2.projection = cp.projection) > 1 THEN e.dealer_shard % $1 ELSE 0 END
            WHERE cp.projection IN ('tickets', 'voc') AND (e.tx_id, e.position) <= (cp.last_tx, cp.last_position)`,
          [partitions],
        )
      ).rows[0].n,
    ) / 2;
  for (;;) {
    if (!upAt && (await projectionsQueue.getWorkersCount()) >= workers) {
      upAt = (Date.now() - started) / 1000;
      appliedAtUp = await appliedEvents();
    }
    // A partitioned projection is at the head when its every partition is (the worker's start spreads the single row to them).
    const { rows } = await client.query(
      `SELECT projection, min(last_position)::text AS p, count(*)::int AS n FROM reporting.projection_checkpoints WHERE projection IN ('tickets', 'voc') GROUP BY projection`,
    );
    const at = (Date.now() - started) / 1000;
    for (const row of rows) {
      if (row.p !== head || (row.projection === 'tickets' && row.n !== partitions)) continue;
      if (row.projection === 'tickets' && !ticketsAt) ticketsAt = at;
      if (row.projection === 'voc' && !vocAt) vocAt = at;
    }
    if (ticketsAt && vocAt) break;
    await seeBackends();
    await sleep(50);
  }
  const seconds = (Date.now() - started) / 1000;
  await seeBackends();
  // Backends started during the run: all their CPU is the run's (a worker's pool opens at its start).
  const postgresCpu = [...backends.values()].reduce((sum, cpu) => sum + cpu, 0);
  const workerCpu = children.reduce((sum, child) => sum + cpuSeconds(child.pid), 0);
  sampling = false;
  await sampling$;
  await sampler.end();
  await projectionsQueue.close();
  await Promise.all(children.map(stop));
  await dropRedisPrefix(testRedisUrl(), prefix);
  const steadyRate = upAt && seconds > upAt ? (total - appliedAtUp) / (seconds - upAt) : 0;
  const lockKindsText = [...lockKinds].map(([kind, n]) => `${kind} ${((n * SAMPLE_MS) / 1000).toFixed(1)}`).join(', ');
  const lockStatementsText = [...lockStatements]
    .sort((a, b) => b[1] - a[1])
    .map(([what, n]) => `    ${((n * SAMPLE_MS) / 1000).toFixed(2)} backend-s  ${what}`)
    .join('\n');
  return { workers, partitions, lockKinds: lockKindsText, lockStatements: lockStatementsText, rate: total / seconds, steadyRate, upAt, appliedAtUp, seconds, ticketsAt, vocAt, lockWaitSeconds: (lockSamples * SAMPLE_MS) / 1000, workerCpu, postgresCpu };
}

const KPI_FROM_PROJECTION = `SELECT region, sum(tickets) AS tickets, sum(closed) AS closed, sum(kpi2a_met)::float / nullif(sum(kpi2a_decided), 0) AS kpi2a,
  sum(kpi3_met)::float / nullif(sum(kpi3_decided), 0) AS kpi3, sum(kpi4a_met)::float / nullif(sum(kpi4a_decided), 0) AS kpi4a
  FROM reporting.kpi_monthly WHERE month >= $1 AND month < $2 GROUP BY region ORDER BY region`;

const KPI_FROM_LOG = `WITH t AS (
    SELECT ticket_id, min(payload->'ticket'->>'region') AS region,
      min(occurred_at) FILTER (WHERE type = 'TicketCreated') AS received,
      min(occurred_at) FILTER (WHERE type = 'TicketStatusChanged' AND payload->>'to' = 'C') AS contact,
      min(occurred_at) FILTER (WHERE type = 'TicketStatusChanged' AND payload->>'to' = 'S') AS solution,
      min(occurred_at) FILTER (WHERE type = 'TicketStatusChanged' AND payload->>'to' = 'B') AS closed
    FROM ticket_events GROUP BY ticket_id)
  SELECT region, count(*) AS tickets, count(closed) AS closed,
    avg((contact - received <= interval '24 hours')::int) FILTER (WHERE contact IS NOT NULL) AS kpi2a,
    avg((solution - received <= interval '48 hours')::int) FILTER (WHERE solution IS NOT NULL) AS kpi3,
    avg((closed - received <= interval '5 days')::int) FILTER (WHERE closed IS NOT NULL) AS kpi4a
  FROM t WHERE received >= $1 AND received < $2 GROUP BY region ORDER BY region`;

async function latencies(client: Client, sql: string, runs: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = process.hrtime.bigint();
    await client.query(sql, ['2026-05-01', '2026-08-01']);
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return samples;
}

async function steadyLag(client: Client, url: string, seconds: number, rate: number): Promise<number[]> {
  // Ticket commands through the api (a process of its own): creates and status changes at a steady rate.
  const prefix = `bench-lag-${randomBytes(3).toString('hex')}`;
  const secret = randomBytes(32).toString('hex');
  const apiEnv = { DATABASE_URL: url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, JWT_SECRET: secret, LOG_LEVEL: 'silent', SIGNIN_RATE_LIMIT: '10000', STORAGE_DIR: '/tmp/voc-bench-storage' };
  const databaseName = decodeURIComponent(new URL(url).pathname.slice(1));
  if (LAG_DIAG) await LagDiagnostics.enable(client, databaseName);
  const apis = await Promise.all(Array.from({ length: LAG_APIS }, () => spawnApi(apiEnv)));
  const base = apis[0].base;
  // BENCH_WORKER_ENV="KEY=value …" adds to (or overrides) the worker's environment, for an A/B.
  const extraWorkerEnv = Object.fromEntries((process.env.BENCH_WORKER_ENV ?? '').split(' ').filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  const worker = spawnWorker({ DATABASE_URL: url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, RELAY_INTERVAL_MS: '50', DEADLINE_SWEEP_EVERY_MS: '3600000', ...extraWorkerEnv });
  const { PasswordHasher } = await import('../apps/api/src/auth/services/password-hasher.service');
  const hash = await new PasswordHasher().hash('bench-password-1');
  await client.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, type, group_showroom, group_service, permission)
     VALUES ('bench@bench.local', $1, 'Bench', 'Agent', 'csn', true, true, '{"ticket_validation":true,"ticket_validation_closed_edit":true,"bp_dashboard":true,"bp_report":true}')
     ON CONFLICT DO NOTHING`,
    [hash],
  );
  const signIn = await fetch(`${base}/auth/user`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench@bench.local', password: 'bench-password-1' }) });
  const token = ((await signIn.json()) as any).success.token as string;
  const dealer = (await client.query(`SELECT id FROM dealers LIMIT 1`)).rows[0].id;
  const headers = { authorization: `Bearer ${token}` };
  // "At the head": no event after the checkpoint in the log's (tx_id, position) order (the event of
  // the highest position need not be the last in that order when commands commit side by side).
  // Let the worker catch up with the bulk log first: both projections of the ticket log (a VOC
  // backlog left behind would take the worker's turns during the measurement). LAG_VOC_BACKLOG=1
  // waits for the tickets projection only, and measures with the VOC catch-up (the whole bulk log:
  // the lag-only run projected only the tickets projection) running beside the load.
  await sleep(1000);
  for (;;) {
    const { rows } = await client.query(`SELECT bool_and(NOT EXISTS (SELECT 1 FROM ticket_events e WHERE (e.tx_id, e.position) > (cp.last_tx, cp.last_position))) AS done FROM reporting.projection_checkpoints cp WHERE cp.projection IN ('tickets', $1)`, [
      VOC_BACKLOG ? 'tickets' : 'voc',
    ]);
    if (rows[0].done) break;
    await sleep(200);
  }
  const agent = new http.Agent({ keepAlive: true });
  if (LAG_WARMUP) {
    const warmStart = Date.now();
    for (let w = 0; w < 5; w += 1) {
      const created = await jsonRequest(agent, `${base}/tickets`, 'POST', headers, { type: 'showroom', source: 'survey', dealer, name: 'Bench', tel: `08${String(w).padStart(8, '0')}`, complaint_categories: { A01: true }, complaint_description: 'warm-up' });
      await jsonRequest(agent, `${base}/tickets/${created.body.success.result._id}`, 'PATCH', headers, { status: 'C' });
    }
    const projected = async () =>
      (await client.query(`SELECT bool_and(NOT EXISTS (SELECT 1 FROM ticket_events e WHERE (e.tx_id, e.position) > (cp.last_tx, cp.last_position))) AS done FROM reporting.projection_checkpoints cp WHERE cp.projection IN ('tickets', $1)`, [VOC_BACKLOG ? 'tickets' : 'voc'])).rows[0].done;
    while (!(await projected())) await sleep(50);
    const frozen = (await client.query(`SELECT count(DISTINCT month)::int AS months FROM reporting.frozen_months WHERE projection = 'tickets'`)).rows[0].months;
    console.log(`    warm-up: 10 commands projected in ${Date.now() - warmStart} ms (${frozen} month(s) frozen by then; LAG_WARMUP=0 keeps the freeze inside the window)`);
  }
  const diagnostics = LAG_DIAG ? new LagDiagnostics(client, databaseName) : null;
  await diagnostics?.start();
  const traceClient = process.env.LAG_TRACE === '1' ? new Client({ connectionString: url }) : null;
  await traceClient?.connect();
  const trace = traceClient ? new LagTrace(traceClient, prefix) : null;
  await trace?.start();
  const lags: number[] = [];
  let stopped = false;
  const sampler = (async () => {
    while (!stopped) {
      const { rows } = await client.query(
        `SELECT extract(epoch FROM now() - min(e.occurred_at)) AS lag FROM ticket_events e, reporting.projection_checkpoints cp
         WHERE cp.projection = 'tickets' AND (e.tx_id, e.position) > (cp.last_tx, cp.last_position)`,
      );
      lags.push(rows[0].lag === null ? 0 : Number(rows[0].lag) * 1000);
      await sleep(50);
    }
  })();
  const open: string[] = [];
  const interval = 1000 / rate;
  const started = Date.now();
  const end = started + seconds * 1000;
  let next = started;
  const inFlight: Promise<unknown>[] = [];
  const outcomes = new Map<string, number>();
  const count = (outcome: string) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  const send = (path: string, method: string, body: object) =>
    jsonRequest(agent, `${apis[n % apis.length].base}${path}`, method, headers, body).then((res) => {
      count(String(res.status));
      return res;
    });
  let n = 0;
  while (Date.now() < end) {
    n += 1;
    const id = open.shift();
    inFlight.push(
      (id
        ? send(`/tickets/${id}`, 'PATCH', { status: 'C' })
        : send('/tickets', 'POST', { type: 'showroom', source: 'survey', dealer, name: 'Bench', tel: `09${String(n).padStart(8, '0')}`, complaint_categories: { A01: true }, complaint_description: 'bench' }).then((res) =>
            open.push(res.body.success.result._id),
          )
      ).catch((error: unknown) => count(`error ${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)}`)),
    );
    next += interval;
    await sleep(Math.max(0, next - Date.now()));
  }
  console.log(`    ${n} commands in ${((Date.now() - started) / 1000).toFixed(1)} s; responses: ${[...outcomes].map(([k, v]) => `${k} × ${v}`).join(', ')} (more may be in flight)`);
  await Promise.all(inFlight);
  await sleep(1000);
  stopped = true;
  await sampler;
  await trace?.report();
  await diagnostics?.report(n);
  await traceClient?.end();
  await stop(worker);
  agent.destroy();
  await Promise.all(apis.map((api) => stop(api.child)));
  await dropRedisPrefix(testRedisUrl(), prefix);
  return lags;
}

/** The state (b) starts from in a full run: the whole log projected. */
async function projectLog(url: string): Promise<void> {
  const db = new DataSource(dataSourceOptions(url, 4));
  await db.initialize();
  await projectAll(projectionStores(db), 'reporting', 2000);
  await db.destroy();
}

/**
 * How a partition's batch is best read (issue 15): one index range scan per shard under one
 * ORDER BY ... LIMIT (UNION ALL, what readPartitionBatch does) against `dealer_shard = ANY(...)`,
 * partition 1 of 4 from the start of the log, 2,000 events; median of 7 runs of each.
 */
async function partitionReadForms(client: Client): Promise<void> {
  const shards = [1, 5, 9, 13];
  const unionAll = `SELECT * FROM (${shards
    .map((s) => `(SELECT e.position, e.tx_id, e.ticket_id, e.type, e.payload, e.occurred_at FROM ticket_events e WHERE e.dealer_shard = ${s} AND (e.tx_id, e.position) > ('0'::xid8, 0) AND e.tx_id < (SELECT event_log_horizon()) ORDER BY e.tx_id, e.position LIMIT 2000)`)
    .join(' UNION ALL ')}) u ORDER BY u.tx_id, u.position LIMIT 2000`;
  const anyForm = `SELECT e.position, e.tx_id, e.ticket_id, e.type, e.payload, e.occurred_at FROM ticket_events e
    WHERE e.dealer_shard = ANY('{1,5,9,13}'::smallint[]) AND (e.tx_id, e.position) > ('0'::xid8, 0) AND e.tx_id < (SELECT event_log_horizon()) ORDER BY e.tx_id, e.position LIMIT 2000`;
  for (const [name, sql] of [
    ['UNION ALL of per-shard range scans', unionAll],
    ['dealer_shard = ANY(...)', anyForm],
  ] as const) {
    const samples = await latencies(client, `SELECT count(*) FROM (${sql}) q WHERE $1::text IS NOT NULL AND $2::text IS NOT NULL`, 7);
    const plan = (await client.query(`EXPLAIN ${sql}`)).rows.map((row) => row['QUERY PLAN'] as string);
    console.log(
      `(e) a partition's batch read, ${name}: p50 ${percentile(samples, 50).toFixed(1)} ms; plan: ${plan
        .map((line) => line.trim().replace(/^->\s*/, '').split('  (')[0])
        .filter((node) => /^(Limit|Merge Append|Append|Sort(?! Key)|Incremental Sort|Index Scan|Index Only Scan|Bitmap Heap Scan|Seq Scan)\b/.test(node))
        .slice(0, 4)
        .join(' / ')}`,
    );
  }
}

/** (d), (a) and (c): throughput of the SQL loop and the BullMQ path, and the KPI report's latency. */
async function throughputAndReports(client: Client, url: string, total: number): Promise<void> {
  // (d) the plain SQL catch-up loop: same projector, no Redis, one process.
  let sqlRate = 0;
  if (!ONLY_WORKERS) {
    await resetReporting(client);
    const db = new DataSource(dataSourceOptions(url, 4));
    await db.initialize();
    const s0 = Date.now();
    await projectAll(projectionStores(db), 'reporting', 2000);
    await projectAllVoc(projectionStores(db), 'reporting', 2000);
    sqlRate = total / ((Date.now() - s0) / 1000);
    await db.destroy();
  }

  // (a) the BullMQ path with 1, 2 and 4 worker processes (BENCH_WORKERS), each with every partition count (BENCH_PARTITIONS).
  const runs: WorkersRun[] = [];
  for (const partitions of PARTITION_COUNTS) {
    for (const workers of WORKER_COUNTS) {
      runs.push(await timeWorkers(client, url, workers, partitions, total));
      console.log(`    (a) ${workers} worker(s), ${partitions} partition(s) done; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    }
  }
  const one = runs[0].rate;

  for (const run of runs) {
    console.log(
      `(a) projection throughput, ${run.workers} worker process${run.workers === 1 ? '' : 'es'}, PROJECTION_PARTITIONS=${run.partitions}: ${run.rate.toFixed(0)} events/s (ratio to the first run: ${(run.rate / one).toFixed(2)}); ` +
        `after every worker was up (${run.upAt.toFixed(1)} s, ${run.appliedAtUp.toFixed(0)} events applied by then) ${run.steadyRate.toFixed(0)} events/s (ratio: ${(run.steadyRate / (runs[0].steadyRate || 1)).toFixed(2)}); ` +
        `${run.seconds.toFixed(1)} s (tickets at the head after ${run.ticketsAt.toFixed(1)} s, VOC after ${run.vocAt.toFixed(1)} s); waiting on locks ${run.lockWaitSeconds.toFixed(1)} backend-s${run.lockKinds ? ` (${run.lockKinds})` : ''}; ` +
        `CPU per 1,000 events: workers ${((run.workerCpu * 1000) / total).toFixed(3)} s, PostgreSQL ${((run.postgresCpu * 1000) / total).toFixed(3)} s`,
    );
    if (run.lockStatements) console.log(`  lock waits by statement (LOCK_WAIT_TRACE):\n${run.lockStatements}`);
  }
  if (ONLY_WORKERS) return;
  // (c) the KPI report from the projection against a read-time GROUP BY over the log.
  const fromProjection = await latencies(client, KPI_FROM_PROJECTION, QUICK ? 5 : 20);
  const fromLog = await latencies(client, KPI_FROM_LOG, QUICK ? 3 : 7);

  console.log(
    `(c) KPI report: projection p50 ${percentile(fromProjection, 50).toFixed(1)} ms p95 ${percentile(fromProjection, 95).toFixed(1)} ms; ` +
      `read-time GROUP BY over ticket_events p50 ${percentile(fromLog, 50).toFixed(0)} ms p95 ${percentile(fromLog, 95).toFixed(0)} ms; ` +
      `ratio p95 log / projection = ${(percentile(fromLog, 95) / percentile(fromProjection, 95)).toFixed(0)}×`,
  );
  console.log(`(d) plain SQL catch-up loop (tickets, then VOC) ${sqlRate.toFixed(0)} events/s; ratio BullMQ (${runs[0].workers} worker) / SQL = ${(one / sqlRate).toFixed(2)}`);
}

async function main(): Promise<void> {
  console.log(`bench:projections on ${machine()}`);
  const database = await createThrowawayDatabase('voc_bench_proj');
  const client = new Client({ connectionString: database.url });
  try {
    await migrateDatabase(database.url);
    await client.connect();
    // LAG_AUTO_EXPLAIN_MS=N: every later connection to the bench's database (api, worker) writes the
    // plan of each statement that ran N ms or more to the server's log, with its JIT section when
    // PostgreSQL compiled it (auto_explain; grep the log for the database's name).
    if (process.env.LAG_AUTO_EXPLAIN_MS) {
      await LagDiagnostics.enable(client, database.name, Number(process.env.LAG_AUTO_EXPLAIN_MS), false);
      console.log(`auto_explain: statements of ${process.env.LAG_AUTO_EXPLAIN_MS} ms or more in database ${database.name} go to the server log`);
    }
    await client.query(
      `INSERT INTO dealers (dealer_id, dealer_code, dealer_name, dealer_name_en, branch_name, branch_name_en, sale_area_code, service_area_code, dealer_sales_region, dealer_service_region, working_hours)
       SELECT '1', 'B' || g, 'ผู้แทน', 'Dealer', 'สาขา', 'Branch', 'R' || (g % 5 + 1) || '-1', 'R' || (g % 5 + 1) || '-1', 'Region' || (g % 5 + 1), 'Region' || (g % 5 + 1), '{}'::jsonb
       FROM generate_series(1, 150) g`,
    );
    const dealers = await eventDealers(client);
    let total = 0;
    const t0 = Date.now();
    for (let i = 0; i < TICKETS; i += 10000) {
      const events = syntheticTicketEvents(Math.min(10000, TICKETS - i), dealers, new Date('2026-05-01T00:00:00Z'), i + 1);
      for (let j = 0; j < events.length; j += 5000) await insertEvents(client, events.slice(j, j + 5000));
      total += events.length;
    }
    await client.query('ANALYZE ticket_events');
    console.log(`log: ${total} events of ${TICKETS} tickets written in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    if (!ONLY_LAG) await partitionReadForms(client);
    if (ONLY_LAG) await projectLog(database.url);
    else await throughputAndReports(client, database.url, total);
    if (ONLY_WORKERS) return;

    // (b) lag under a steady 200 events/s through the api.
    const lags = await steadyLag(client, database.url, LAG_SECONDS, LAG_RATE);
    console.log(`(b) lag at ${LAG_RATE} events/s through the api: p50 ${percentile(lags, 50).toFixed(0)} ms, p99 ${percentile(lags, 99).toFixed(0)} ms (${lags.length} samples)`);
  } finally {
    await client.end().catch(() => undefined);
    await database.drop();
  }
}

runMain(main);

/**
 * npm run test:faults — the fault scenarios of issue 11 against processes this script starts
 * itself: a throw-away database, a Redis server of its own on a spare port (never the shared one),
 * the built api and worker as their own processes, ticket commands through the api all along.
 * Prints commands accepted, events, projected, lost and doubled; exits non-zero on any loss, any
 * double, or projections that do not catch up. Bounded: a few minutes, then it stops by itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { PROJECTION_FEEDS } from '@voc/projections';
import { dataSourceOptions } from '@voc/migrations';
import { createThrowawayDatabase, migrateDatabase } from '@voc/testing';
import { replayInto } from '../apps/worker/src/projections/tickets/rebuild-projections';
import { projectionStores } from '../apps/worker/src/projections/tickets/projection-stores';
import { sweepDeadlines } from '../apps/worker/src/projections/tickets/deadline-sweep';
import { projectionDifferences } from '../apps/worker/test/support/compare-projections';
import { projectionFreshness } from '../apps/api/src/reports/services/projection-freshness';
import { freePort, jsonRequest, machine, sleep, spawnApi, spawnWorker, stop } from '../bench/support';
import { aptInstall } from '../scripts/lib/apt/apt-install';
import { consoleLog } from '../scripts/lib/log';
import { ensurePostgres } from '../scripts/lib/postgres/ensure-postgres';
import { DEFAULT_DATABASE_URL, withDatabase } from '../scripts/lib/postgres/postgres-url';
import { shutdownAll } from '../scripts/lib/processes/shutdown';
import { which } from '../scripts/lib/processes/which';

const SCENARIO_SECONDS = Number(process.env.FAULT_SCENARIO_SECONDS ?? 6);
const RATE = Number(process.env.FAULT_RATE ?? 40);
/** Every projection feed of the registry with the log it reads: a checkpoint is only behind the events of its own log. */
const PROJECTED_LOGS = PROJECTION_FEEDS;

/**
 * What it needs on the machine, as `npm test` does (scripts/test-all.ts), so that .ci/faults runs
 * on a fresh one: a PostgreSQL server (TEST_DATABASE_SERVER_URL, else DATABASE_URL or the local
 * one, else an embedded one it starts) and Debian's redis-server, installed when missing. The
 * local server is asked for its `postgres` database, which every server has: the run makes only
 * throw-away databases.
 */
async function ensureServices(): Promise<void> {
  process.env.TEST_DATABASE_SERVER_URL ??= (await ensurePostgres({ databaseUrl: process.env.DATABASE_URL ?? withDatabase(DEFAULT_DATABASE_URL, 'postgres') })).url;
  if (!which('redis-server')) await aptInstall('redis-server', 'redis-server', consoleLog);
}

function startRedis(port: number): ChildProcess {
  return spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction'], { stdio: 'ignore' });
}

async function redisCommand(port: number, ...args: string[]): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    await redis.call(args[0], ...args.slice(1));
  } finally {
    redis.disconnect();
  }
}

async function main(): Promise<void> {
  console.log(`test:faults on ${machine()}`);
  await ensureServices();
  const database = await createThrowawayDatabase('voc_faults');
  const other = await createThrowawayDatabase('voc_faults_other');
  await migrateDatabase(database.url);
  const client = new Client({ connectionString: database.url });
  await client.connect();
  // The api's freshness query runs on TypeORM; the same small pool replays the log at the end.
  const readers = new DataSource(dataSourceOptions(database.url, 2));
  await readers.initialize();
  const redisPort = await freePort();
  let redis = startRedis(redisPort);
  await sleep(300);
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const prefix = `faults-${randomBytes(3).toString('hex')}`;
  const secret = randomBytes(32).toString('hex');
  const common = { DATABASE_URL: database.url, REDIS_URL: redisUrl, REDIS_PREFIX: prefix };
  const workerEnv = { ...common, RELAY_INTERVAL_MS: '50', PROJECTION_IDLE_TIMEOUT_MS: '2000', OWED_WORK_EVERY_MS: '1000', DEADLINE_SWEEP_EVERY_MS: '3600000' };
  const workers: ChildProcess[] = [];
  const startWorker = () => {
    const worker = spawnWorker(workerEnv);
    workers.push(worker);
    return worker;
  };
  let failed = false;
  try {
    await client.query(
      `INSERT INTO dealers (dealer_id, dealer_code, dealer_name, dealer_name_en, branch_name, branch_name_en, sale_area_code, service_area_code, dealer_sales_region, dealer_service_region, working_hours)
       SELECT '1', 'FLT' || g, 'ทดสอบ', 'Test', 'สาขา', 'Branch', 'R1-1', 'R1-1', 'Region1', 'Region1', '{}'::jsonb FROM generate_series(1, 5) g`,
    );
    const { PasswordHasher } = await import('../apps/api/src/auth/services/password-hasher.service');
    await client.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, type, group_showroom, group_service, permission)
       VALUES ('faults@test.local', $1, 'Fault', 'Agent', 'csn', true, true, '{"ticket_validation":true,"ticket_validation_closed_edit":true,"bp_dashboard":true,"bp_report":true}')`,
      [await new PasswordHasher().hash('faults-password-1')],
    );
    const api = await spawnApi({ ...common, JWT_SECRET: secret, SIGNIN_RATE_LIMIT: '10000', STORAGE_DIR: '/tmp/voc-faults-storage' });
    let worker = startWorker();
    const signIn = await fetch(`${api.base}/auth/user`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'faults@test.local', password: 'faults-password-1' }) });
    const token = ((await signIn.json()) as { success: { token: string } }).success.token;
    const dealers = (await client.query(`SELECT id FROM dealers ORDER BY dealer_code`)).rows.map((r) => r.id as string);
    const headers = { authorization: `Bearer ${token}` };
    const agent = new http.Agent({ keepAlive: true });

    // The load: creations and status changes at RATE commands/s through the api, all scenarios long.
    const accepted = { created: [] as string[], changed: 0, refused: 0, errors: 0 };
    const open: string[] = [];
    let loading = true;
    let n = 0;
    const load = (async () => {
      const inFlight: Promise<unknown>[] = [];
      while (loading) {
        n += 1;
        const id = n % 3 === 0 ? open.shift() : undefined;
        const command = id
          ? jsonRequest(agent, `${api.base}/tickets/${id}`, 'PATCH', headers, { status: 'C' }).then((res) => (res.status < 300 ? (accepted.changed += 1) : (accepted.refused += 1)))
          : jsonRequest(agent, `${api.base}/tickets`, 'POST', headers, {
              type: 'showroom', source: 'callcenter', dealer: dealers[n % dealers.length], name: 'Fault', tel: `09${String(n).padStart(8, '0')}`,
              complaint_categories: { A01: true }, complaint_description: 'fault run',
            }).then((res) => {
              if (res.status < 300) {
                accepted.created.push(res.body.success.result._id);
                open.push(res.body.success.result._id);
              } else accepted.refused += 1;
            });
        inFlight.push(command.catch(() => (accepted.errors += 1)));
        await sleep(1000 / RATE);
      }
      await Promise.all(inFlight);
    })();

    // The events each projection has still to apply, by the api's own freshness query (GET
    // /api/health's pending_events); only the projections that are behind.
    const behind = async () => {
      const pending = await Promise.all(PROJECTED_LOGS.map(async (log) => ({ projection: log.projection, events: (await projectionFreshness(readers, readers, log)).pending_events })));
      return pending.filter((p) => p.events > 0);
    };
    const describeBehind = (list: Array<{ projection: string; events: number }>) => (list.length ? list.map((p) => `${p.projection} ${p.events}`).join(', ') : 'none');
    const scenario = async (name: string, act: () => Promise<void>) => {
      const t0 = Date.now();
      await act();
      console.log(`  ${name.padEnd(58)} done in ${((Date.now() - t0) / 1000).toFixed(1)} s, events not yet projected: ${describeBehind(await behind())}`);
    };
    const seconds = (s: number) => sleep(s * 1000);

    await scenario('steady load', async () => {
      await seconds(SCENARIO_SECONDS);
    });
    await scenario('worker killed with kill -9 mid-batch, restarted', async () => {
      worker.kill('SIGKILL');
      await seconds(1);
      worker = startWorker();
      await seconds(SCENARIO_SECONDS);
    });
    await scenario('Redis FLUSHALL under load', async () => {
      await redisCommand(redisPort, 'FLUSHALL');
      await seconds(SCENARIO_SECONDS);
    });
    await scenario('Redis stopped for 3 s, started empty', async () => {
      redis.kill('SIGKILL');
      await seconds(3);
      redis = startRedis(redisPort);
      await seconds(SCENARIO_SECONDS);
    });
    await scenario('Redis at maxmemory (noeviction) for 3 s', async () => {
      await redisCommand(redisPort, 'CONFIG', 'SET', 'maxmemory', '1');
      await seconds(3);
      await redisCommand(redisPort, 'CONFIG', 'SET', 'maxmemory', '0');
      await seconds(SCENARIO_SECONDS);
    });
    await scenario('worker frozen (SIGSTOP) 8 s while a second one runs', async () => {
      const frozen = worker;
      worker = startWorker();
      frozen.kill('SIGSTOP');
      await seconds(8);
      frozen.kill('SIGCONT');
      await seconds(SCENARIO_SECONDS);
    });
    await scenario('a transaction held 5 s in another database', async () => {
      const elsewhere = new Client({ connectionString: other.url });
      await elsewhere.connect();
      await elsewhere.query('BEGIN');
      await elsewhere.query('SELECT pg_current_xact_id()');
      await seconds(5);
      await elsewhere.query('ROLLBACK');
      await elsewhere.end();
      await seconds(2);
    });
    await scenario('two workers side by side', async () => {
      await seconds(SCENARIO_SECONDS);
    });

    loading = false;
    await load;
    agent.destroy();
    const caughtUp = await (async () => {
      for (const until = Date.now() + 60_000; Date.now() < until; await sleep(250)) if ((await behind()).length === 0) return true;
      console.log(`still not projected after 60 s: ${describeBehind(await behind())}`);
      return false;
    })();

    // Lost: an accepted creation without its ticket or its TicketCreated event. Doubled: the
    // incremental projections differ from a rebuild of the log (a double-applied event would).
    const { rows: [counts] } = await client.query(
      `SELECT (SELECT count(*) FROM ticket_events)::int AS events,
              (SELECT count(*) FROM tickets WHERE id = ANY($1::uuid[]))::int AS tickets,
              (SELECT count(DISTINCT ticket_id) FROM ticket_events WHERE type = 'TicketCreated' AND ticket_id = ANY($1::uuid[]))::int AS created_events,
              (SELECT count(*) FROM reporting.ticket_kpi WHERE ticket_id = ANY($1::uuid[]))::int AS projected`,
      [accepted.created],
    );
    for (const w of workers) await stop(w).catch(() => undefined);
    await stop(api.child);
    const now = new Date();
    await sweepDeadlines(projectionStores(readers), now);
    await replayInto(projectionStores(readers), 'reporting_rebuilt');
    await sweepDeadlines(projectionStores(readers), now, 'reporting_rebuilt');
    const differences = await projectionDifferences(client, 'reporting', 'reporting_rebuilt');

    const lost = accepted.created.length - Math.min(counts.tickets, counts.created_events) + (accepted.created.length - counts.projected);
    const doubled = Object.keys(differences).length;
    console.log(`commands accepted ${accepted.created.length + accepted.changed} (created ${accepted.created.length}, status changes ${accepted.changed}); refused ${accepted.refused}, no answer ${accepted.errors}`);
    console.log(`events ${counts.events}; accepted tickets stored ${counts.tickets}, with their event ${counts.created_events}, projected ${counts.projected}; caught up ${caughtUp ? 'yes' : 'NO'}`);
    console.log(`lost ${lost}, doubled ${doubled}${doubled ? ` (tables differing from a rebuild: ${JSON.stringify(differences).slice(0, 400)})` : ''}`);
    failed = lost > 0 || doubled > 0 || !caughtUp;
  } finally {
    for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
    redis.kill('SIGKILL');
    await readers.destroy();
    await client.end();
    await database.drop();
    await other.drop();
  }
  console.log(failed ? 'test:faults FAILED' : 'test:faults passed');
  await shutdownAll();
  process.exit(failed ? 1 : 0);
}

main().catch(async (error: unknown) => {
  console.error(error);
  await shutdownAll();
  process.exit(1);
});

/**
 * bench:commands (issue 15) — sustained ticket commands through the api against the same
 * commands run straight on PostgreSQL, in one run on this machine.
 *
 * Both phases run the same closed loop: `--concurrency` clients, each creating a ticket and then
 * changing its status to C (one creation, one status change: the mix a working day has), for
 * `--seconds`, with the worker process projecting beside them as in production.
 *   (api) the built api, a process of its own (its shipped settings: DATABASE_POOL_SIZE 10), over
 *         HTTP with a keep-alive agent: POST /api/tickets and PATCH /api/tickets/:id.
 *   (raw) the very statements those requests run — libs/ticketing's createTicket and
 *         changeTicketStatus, the functions the api's command handlers call — in this process on a
 *         pool of the same size: PostgreSQL's cost with nothing of the api around it (no HTTP,
 *         no JSON, no token check, no validation, no Nest).
 * Each phase starts after the same 2 s warm-up and with the worker caught up (so neither pays for
 * the other's backlog), and is measured with the CPU each party spent in it (cpu-accounting.ts:
 * this process, the api, the worker, the database's backends, the whole machine).
 * Printed: commands/s, p50/p99 per command, errors, CPU ms a command by party, and api/raw
 * (target: at least 0.5).
 * `--rounds=R` (1 by default) splits each side's `--seconds` into R slices taken in turns (raw,
 * api, api, raw, ...), so that other work on a shared machine loads both sides alike.
 * `--apis=N` (1 by default) runs N api processes, the requests spread round-robin over them as the
 * gateway does (docker-compose ships API_REPLICAS=2), the pool of 10 split between them.
 * `--dealers=N` (1 by default) spreads the tickets over N branches.
 * Run: npm run bench:commands [-- --seconds=20 --concurrency=16 --rounds=4 --apis=2 --dealers=50]
 * BENCH_CHILD_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the api and the worker (bench/support.ts);
 * `node bench/run.cjs bench/cpu-profile-summary.ts <file> --from=8` summarises a profile by function and by part.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { noPermissions, type Principal } from '@voc/domain';
import { dataSourceOptions } from '@voc/migrations';
import { UnitOfWork } from '@voc/sql';
import { createThrowawayDatabase, migrateDatabase, testRedisUrl } from '@voc/testing';
import { changeTicketStatus, createTicket } from '@voc/ticketing';
import { argValue } from './bench-kit';
import { cpuSnapshot, cpuSpent, type CpuParties } from './cpu-accounting';
import { bufferCounts, growingRelations } from './database-io';
import { dropRedisPrefix, jsonRequest, machine, percentile, runMain, sleep, spawnApi, spawnWorker, stop } from './support';

const SECONDS = Number(argValue('seconds', '20'));
const CONCURRENCY = Number(argValue('concurrency', '16'));
const POOL = 10;
const ROUNDS = Number(argValue('rounds', '1'));
/** Api processes (the compose file ships API_REPLICAS=2); the pool of 10 is split between them. */
const APIS = Number(argValue('apis', '1'));
const DEALERS = Number(argValue('dealers', '1'));
const CATCH_UP_MS = Number(argValue('catch-up-ms', '300000'));
const PASSWORD = 'bench-password-1';

interface PhaseResult {
  commands: number;
  seconds: number;
  latencies: number[];
  errors: Map<string, number>;
  /** CPU ms each party spent in the phase (cpu-accounting.ts). */
  cpu?: Map<string, number>;
  /** The database's shared-buffer hits and reads in the phase. */
  buffers?: { hit: number; read: number };
}

interface CommandPort {
  create(n: number): Promise<string>;
  contact(id: string): Promise<void>;
}

/** `CONCURRENCY` clients, each: create a ticket, change its status; until the time is up. */
async function closedLoop(port: CommandPort, seconds: number): Promise<PhaseResult> {
  const latencies: number[] = [];
  const errors = new Map<string, number>();
  const fail = (error: unknown) => {
    const text = error instanceof Error ? error.message.slice(0, 80) : String(error);
    errors.set(text, (errors.get(text) ?? 0) + 1);
  };
  const timed = async <T>(run: () => Promise<T>): Promise<T | undefined> => {
    const t0 = performance.now();
    try {
      const value = await run();
      latencies.push(performance.now() - t0);
      return value;
    } catch (error) {
      fail(error);
      return undefined;
    }
  };
  let n = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const id = await timed(() => port.create(++n));
        if (id && performance.now() < end) await timed(() => port.contact(id));
      }
    }),
  );
  return { commands: latencies.length, seconds: (performance.now() - started) / 1000, latencies, errors };
}

/** Ticket n's form, at one of the branches in turn. */
function form(dealers: readonly string[], n: number) {
  return { type: 'showroom' as const, source: 'survey' as const, dealer: dealers[n % dealers.length], name: 'ลูกค้า ทดสอบ', tel: `09${String(n % 1e8).padStart(8, '0')}`, complaint_categories: { A01: true }, complaint_description: 'bench' };
}

/** The api's commands over HTTP, spread round-robin over `bases` (one per api process, as the gateway spreads them). */
async function apiPort(bases: readonly string[], token: string, dealers: readonly string[]): Promise<{ port: CommandPort; close: () => void; fresh: () => void }> {
  let turn = 0;
  const next = () => bases[turn++ % bases.length];
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const headers = { authorization: `Bearer ${token}` };
  const expectOk = (res: { status: number; body: any }) => {
    if (res.status >= 300) throw new Error(`HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 60)}`);
    return res;
  };
  return {
    port: {
      create: async (n) => expectOk(await jsonRequest(agent, `${next()}/tickets`, 'POST', headers, form(dealers, n))).body.success.result._id as string,
      contact: async (id) => {
        expectOk(await jsonRequest(agent, `${next()}/tickets/${id}`, 'PATCH', headers, { status: 'C' }));
      },
    },
    close: () => agent.destroy(),
    // Idle through a raw slice, the api closes kept-alive sockets (its keep-alive timeout, 5 s);
    // a slice starts on new ones rather than race that close (ECONNRESET).
    fresh: () => agent.destroy(),
  };
}

function rawPort(uow: UnitOfWork, principal: Principal, dealers: readonly string[]): CommandPort {
  return {
    create: async (n) => (await createTicket(uow, principal, form(dealers, n), []))._id,
    contact: async (id) => {
      await changeTicketStatus(uow, principal, id, 'C');
    },
  };
}

function line(name: string, r: PhaseResult): string {
  const errors = [...r.errors].map(([k, v]) => `${k} × ${v}`).join('; ') || 'none';
  return `${name.padEnd(38)} ${(r.commands / r.seconds).toFixed(0).padStart(6)} commands/s   p50 ${percentile(r.latencies, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(r.latencies, 99).toFixed(1).padStart(7)} ms   (${r.commands} in ${r.seconds.toFixed(1)} s; errors: ${errors})`;
}

/** CPU ms per command by party, and how busy the whole machine was (other users' work included). */
function cpuLine(r: PhaseResult): string {
  if (!r.cpu) return '    cpu: not measured';
  const per = (ms: number | undefined) => (ms === undefined ? '–' : (ms / r.commands).toFixed(2));
  const parties = [...r.cpu].filter(([name]) => !name.startsWith('machine')).map(([name, ms]) => `${name} ${per(ms)}`);
  const busy = r.cpu.get('machine busy');
  const all = r.cpu.get('machine all');
  const machineShare = busy !== undefined && all ? `; machine ${((busy / all) * 100).toFixed(0)}% busy, ${per(busy)} ms a command` : '';
  const buffers = r.buffers ? `; buffers a command: ${(r.buffers.hit / r.commands).toFixed(0)} hit, ${(r.buffers.read / r.commands).toFixed(2)} read` : '';
  return `    cpu ms a command: ${parties.join(', ')}${machineShare}${buffers}`;
}

/** One side's slices as one result: commands, time, latencies, errors and CPU added up. */
function merged(slices: readonly PhaseResult[]): PhaseResult {
  const errors = new Map<string, number>();
  const cpu = new Map<string, number>();
  for (const slice of slices) {
    for (const [k, v] of slice.errors) errors.set(k, (errors.get(k) ?? 0) + v);
    for (const [k, v] of slice.cpu ?? []) cpu.set(k, (cpu.get(k) ?? 0) + v);
  }
  return {
    commands: slices.reduce((sum, slice) => sum + slice.commands, 0),
    seconds: slices.reduce((sum, slice) => sum + slice.seconds, 0),
    latencies: slices.flatMap((slice) => slice.latencies),
    errors,
    cpu: slices.every((slice) => slice.cpu) ? cpu : undefined,
    buffers: { hit: slices.reduce((sum, slice) => sum + (slice.buffers?.hit ?? 0), 0), read: slices.reduce((sum, slice) => sum + (slice.buffers?.read ?? 0), 0) },
  };
}

/** A phase measured with the CPU each party spent in it. */
async function measured(client: Client, parties: CpuParties, run: () => Promise<PhaseResult>): Promise<PhaseResult> {
  const before = await cpuSnapshot(client, parties);
  const buffersBefore = await bufferCounts(client, parties.database);
  const result = await run();
  const cpu = cpuSpent(before, await cpuSnapshot(client, parties));
  const buffersAfter = await bufferCounts(client, parties.database);
  return { ...result, cpu, buffers: { hit: buffersAfter.hit - buffersBefore.hit, read: buffersAfter.read - buffersBefore.read } };
}

/**
 * Waits until the worker has projected every event into both projections of the ticket log (tickets
 * and VOC, separate jobs; the log is read in (tx_id, position) order): a phase must not pay for the previous
 * phase's backlog (the raw phase writes some 10,000 events faster than the worker projects them).
 */
async function workerCaughtUp(client: Client): Promise<void> {
  for (let waited = 0; waited < CATCH_UP_MS; waited += 200) {
    const { rows } = await client.query(
      `SELECT NOT EXISTS (SELECT 1 FROM reporting.projection_checkpoints cp
                          WHERE cp.projection IN ('tickets', 'voc')
                            AND EXISTS (SELECT 1 FROM ticket_events e WHERE (e.tx_id, e.position) > (cp.last_tx, cp.last_position))) AS done`,
    );
    if (rows[0].done) return;
    await sleep(200);
  }
  const { rows } = await client.query(`SELECT (SELECT max(position) FROM ticket_events)::text AS logged, (SELECT json_agg(c) FROM reporting.projection_checkpoints c)::text AS checkpoints`);
  throw new Error(`the worker did not catch up within ${CATCH_UP_MS} ms: ${JSON.stringify(rows[0])}`);
}

async function main(): Promise<void> {
  console.log(`bench:commands on ${machine()}; ${CONCURRENCY} clients, ${SECONDS} s a side in ${ROUNDS} round(s), pool ${POOL}, ${APIS} api process(es), ${DEALERS} branch(es); load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const database = await createThrowawayDatabase('voc_bench_cmd');
  const client = new Client({ connectionString: database.url });
  const prefix = `bench-cmd-${randomBytes(3).toString('hex')}`;
  const secret = randomBytes(32).toString('hex');
  try {
    await migrateDatabase(database.url);
    await client.connect();
    // `--dealers` branches, the tickets spread over them in turn: the worker's roll-ups are kept
    // by month × branch × type × source, so one branch for everything would make each of its
    // batches re-add every ticket of the run (a key no real branch grows to).
    const { rows: dealerRows } = await client.query<{ id: string }>(
      `INSERT INTO dealers (dealer_id, dealer_code, dealer_name, dealer_name_en, branch_name, branch_name_en, sale_area_code, service_area_code, dealer_sales_region, dealer_service_region, working_hours)
       SELECT '1', 'B' || i, 'ผู้แทน', 'Dealer', 'สาขา ' || i, 'Branch ' || i, 'R1-1', 'R1-1', 'Region1', 'Region1', '{}'::jsonb FROM generate_series(1, $1::int) i
       RETURNING id`,
      [DEALERS],
    );
    const dealers = dealerRows.map((row) => row.id);
    const { PasswordHasher } = await import('../apps/api/src/auth/services/password-hasher.service');
    const permission = { ...noPermissions(), ticket_validation: true, ticket_validation_closed_edit: true };
    const [user] = (
      await client.query(
        `INSERT INTO users (email, password_hash, first_name, last_name, type, group_showroom, group_service, permission)
         VALUES ('bench@bench.local', $1, 'Bench', 'Agent', 'csn', true, true, $2) RETURNING id`,
        [await new PasswordHasher().hash(PASSWORD), JSON.stringify(permission)],
      )
    ).rows;
    // BENCH_WORKER_ENV="RELAY_WAKE_GAP_MS=100 …" adds to (or overrides) the worker's environment, for an A/B.
    const extraWorkerEnv = Object.fromEntries((process.env.BENCH_WORKER_ENV ?? '').split(' ').filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
    const worker = spawnWorker({ DATABASE_URL: database.url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, DEADLINE_SWEEP_EVERY_MS: '3600000', SURVEY_SYNC_EVERY_MS: '0', ...extraWorkerEnv });
    try {
      const db = new DataSource(dataSourceOptions(database.url, POOL));
      await db.initialize();
      const principal: Principal = {
        userId: user.id,
        name: 'Bench Agent',
        type: 'csn',
        group: { showroom: true, service: true },
        permission,
        dealerRef: null,
        saleAreaCode: null,
        serviceAreaCode: null,
        salesRegion: null,
        serviceRegion: null,
      };
      const databaseName = new URL(database.url).pathname.slice(1);
      const rawCommands = rawPort(new UnitOfWork(db), principal, dealers);
      // The api idles through the raw slices (an idle process takes no CPU); it is up from the
      // start so that the two sides can take turns.
      // BENCH_API_ENV="AUTH_CACHE_MS=0 …" adds to (or overrides) the api's environment, for an A/B.
      const extraApiEnv = Object.fromEntries((process.env.BENCH_API_ENV ?? '').split(' ').filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
      const apiEnv = { DATABASE_URL: database.url, DATABASE_POOL_SIZE: String(Math.max(1, Math.floor(POOL / APIS))), REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, JWT_SECRET: secret, LOG_LEVEL: 'error', SIGNIN_RATE_LIMIT: '10000', STORAGE_DIR: '/tmp/voc-bench-storage', ...extraApiEnv };
      const apis = await Promise.all(Array.from({ length: APIS }, () => spawnApi(apiEnv)));
      try {
        const signIn = await fetch(`${apis[0].base}/auth/user`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench@bench.local', password: PASSWORD }) });
        const token = ((await signIn.json()) as { success: { token: string } }).success.token;
        const { port, close, fresh } = await apiPort(apis.map((api) => api.base), token, dealers);
        const apiPids = Object.fromEntries(apis.map((api, i) => [APIS === 1 ? 'api' : `api${i + 1}`, api.child.pid]));
        // Both sides get the same warm-up: the first commands compile their code paths.
        await closedLoop(rawCommands, 2);
        await closedLoop(port, 2);
        const sides = {
          raw: { run: () => closedLoop(rawCommands, SECONDS / ROUNDS), parties: { processes: { bench: process.pid, worker: worker.pid }, database: databaseName } },
          api: {
            run: () => {
              fresh();
              return closedLoop(port, SECONDS / ROUNDS);
            },
            parties: { processes: { bench: process.pid, ...apiPids, worker: worker.pid }, database: databaseName },
          },
        };
        const slices: Record<'raw' | 'api', PhaseResult[]> = { raw: [], api: [] };
        // The two sides take turns (raw first in odd rounds, api first in even ones), each slice
        // starting with the worker caught up: a machine shared with other work then loads both alike.
        for (let round = 0; round < ROUNDS; round += 1) {
          for (const side of round % 2 === 0 ? (['raw', 'api'] as const) : (['api', 'raw'] as const)) {
            await workerCaughtUp(client);
            slices[side].push(await measured(client, sides[side].parties, sides[side].run));
          }
        }
        close();
        await db.destroy();
        const raw = merged(slices.raw);
        const viaApi = merged(slices.api);
        console.log(line('(raw) same commands on PostgreSQL', raw));
        console.log(cpuLine(raw));
        console.log(line('(api) through the api over HTTP', viaApi));
        console.log(cpuLine(viaApi));
        if (ROUNDS > 1) console.log(`api / raw by round: ${slices.api.map((a, i) => (a.commands / a.seconds / (slices.raw[i].commands / slices.raw[i].seconds)).toFixed(2)).join(', ')}`);
        const ratio = viaApi.commands / viaApi.seconds / (raw.commands / raw.seconds);
        console.log(`api / raw = ${ratio.toFixed(2)} (target ≥ 0.50: ${ratio >= 0.5 ? 'met' : 'NOT met'}); load average now ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
        const { rows } = await client.query(`SELECT count(*)::int AS tickets, (SELECT count(*)::int FROM ticket_events) AS events FROM tickets`);
        console.log(`written: ${rows[0].tickets} tickets, ${rows[0].events} events`);
        for (const relation of await growingRelations(client)) console.log(`    ${relation}`);
      } finally {
        await Promise.all(apis.map((api) => stop(api.child)));
      }
    } finally {
      await stop(worker);
    }
  } finally {
    await client.end();
    await dropRedisPrefix(testRedisUrl(), prefix);
    await database.drop();
  }
}

runMain(main);

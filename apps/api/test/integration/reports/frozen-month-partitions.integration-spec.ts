import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { createMigratedSplitDatabases, insertEvents, type SyntheticEvent, testRedisUrl, type ThrowawayDatabase } from '@voc/testing';
import { startTestApi, TEST_JWT_SECRET, type TestApi } from '../../support/test-api';
import { ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';
import { spawnWorker, stopWorker } from '../../support/worker-process';
import { until } from '../../support/until';
import { WORKER_CATCH_UP_MS, WORKER_HOOK_MS } from '../../support/projections-at-head';

const PARTITIONS = 4;

/**
 * Month-end freezing with the tickets projection in four partitions (PROJECTION_PARTITIONS=4, two
 * worker processes): while one partition is held back behind September's close (its checkpoint
 * row locked), the partitions that passed it have frozen their dealers' September figures, yet
 * the reports read September as live; once the last partition records it, as final.
 */
describe('reports of a month frozen in some partitions and not yet in all', () => {
  let database: ThrowawayDatabase;
  let reportingDatabase: ThrowawayDatabase;
  let reporting: Client;
  let log: Client;
  let sut: TestApi;
  const workers: ChildProcess[] = [];
  let world: TicketWorld;
  let holder: Client | null = null;
  const prefix = `frzp-${randomBytes(4).toString('hex')}`;

  const ticket = (createdDate: string) => {
    const id = randomUUID();
    const snapshot = { type: 'showroom', source: 'callcenter', dealer_ref: world.dealer.id, dealer_code: world.dealer.code, area_code: 'R1-1', region: 'Region1', created_oa_date: createdDate, created_date: createdDate };
    return {
      created: (): SyntheticEvent =>
        ({ ticket_id: id, type: 'TicketCreated', occurred_at: createdDate, payload: { ticket: snapshot, case_no: id.slice(0, 8), status: 'W', complaint_categories: { A01: true }, car_model: 'Navara' } }) as SyntheticEvent,
      cancelled: (at: string): SyntheticEvent => ({ ticket_id: id, type: 'TicketCancelled', occurred_at: at, payload: { ticket: snapshot, from: 'W', reason: 'duplicate' } }) as SyntheticEvent,
    };
  };
  const head = async () => (await log.query(`SELECT coalesce(max(position), 0)::text AS p FROM ticket_events`)).rows[0].p as string;
  const atHead = async (where: string) => {
    const [p, { rows }] = await Promise.all([head(), reporting.query(`SELECT last_position::text AS p FROM reporting.projection_checkpoints WHERE ${where}`)]);
    return rows.length > 0 && rows.every((row) => row.p === p);
  };
  const kpiReport = async () => {
    const res = await sut.call<any>('GET', '/tickets/report/kpi?year=2026&month=9', { token: world.csn });
    expect(res.status).toBe(200);
    return res.body.success;
  };

  beforeAll(async () => {
    // The reporting store in a database of its own: the test's transaction holding a partition's
    // checkpoint row then holds back that partition only, not the log's safe horizon.
    ({ database, reportingDatabase } = await createMigratedSplitDatabases('voc_frzpart', 'voc_frzpart_store'));
    reporting = new Client({ connectionString: reportingDatabase.url });
    await reporting.connect();
    log = new Client({ connectionString: database.url });
    await log.connect();
    sut = await startTestApi({ DATABASE_URL: database.url, REPORTING_DATABASE_URL: reportingDatabase.url, REDIS_PREFIX: prefix });
    // Two workers: one may wait on the held partition while the other applies the rest. No
    // deadline sweep during the test (it takes every partition's checkpoint lock).
    for (let i = 0; i < 2; i++) {
      workers.push(
        spawnWorker({ DATABASE_URL: database.url, REPORTING_DATABASE_URL: reportingDatabase.url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix, JWT_SECRET: TEST_JWT_SECRET, MONTH_CLOSE_DAY: '5', PROJECTION_PARTITIONS: String(PARTITIONS), DEADLINE_SWEEP_EVERY_MS: '86400000' }),
      );
    }
    world = await ticketWorld(sut);
    // The workers carried the single checkpoint over to four partitions at their start.
    await until(async () => (await reporting.query(`SELECT count(*)::int AS n FROM reporting.projection_checkpoints WHERE projection = 'tickets'`)).rows[0].n === PARTITIONS, WORKER_CATCH_UP_MS);
    // Both workers past their start (each relay listens for appends once its worker is up).
    await until(async () => (await log.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN ticket_events_appended%'`)).rows[0].n === 2, WORKER_CATCH_UP_MS);
  }, WORKER_HOOK_MS);

  afterAll(async () => {
    await holder?.query('ROLLBACK').catch(() => undefined);
    await holder?.end();
    for (const worker of workers) await stopWorker(worker);
    await sut?.close();
    await log?.end();
    await reporting?.end();
    await database?.drop();
    await reportingDatabase?.drop();
  });

  it('reads September live until every partition has frozen it, then final', async () => {
    const [{ own }] = (await log.query(`SELECT (coalesce(hashtext(lower($1)) & 15, 0) % ${PARTITIONS})::int AS own FROM (SELECT 1) x`, [world.dealer.id])).rows;
    // Hold back a partition that is not the dealer's: the dealer's own partition freezes its figures.
    const behind = (own + 1) % PARTITIONS;
    holder = new Client({ connectionString: reportingDatabase.url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query(`SELECT 1 FROM reporting.projection_checkpoints WHERE projection = 'tickets' AND partition = $1 FOR UPDATE`, [behind]);

    const first = ticket('2026-09-10T03:00:00.000Z');
    const second = ticket('2026-09-20T03:00:00.000Z');
    // September closes when 5 October ends in Bangkok; the October ticket is the first event
    // after it, the cancellation a late change of a September ticket.
    await insertEvents(log, [first.created(), second.created(), ticket('2026-10-07T03:00:00.000Z').created(), first.cancelled('2026-10-10T03:00:00.000Z')]);
    await until(() => atHead(`(projection = 'tickets' AND partition <> ${behind}) OR projection = 'voc'`), WORKER_CATCH_UP_MS);

    const recorded = await reporting.query(`SELECT partition FROM reporting.frozen_months WHERE projection = 'tickets' AND month = '2026-09-01' ORDER BY partition`);
    expect(recorded.rows.map((row) => row.partition)).toEqual([0, 1, 2, 3].filter((p) => p !== behind));
    expect((await reporting.query(`SELECT count(*)::int AS n FROM reporting.kpi_monthly_frozen WHERE month = '2026-09-01'`)).rows[0].n).toBeGreaterThan(0);
    const live = await kpiReport();
    expect(live.freeze).toBeNull();
    expect(live.total).toMatchObject({ tickets: 2, cancelled: 1 });

    await holder.query('COMMIT');
    await holder.end();
    holder = null;
    await until(() => atHead(`projection = 'tickets'`), WORKER_CATCH_UP_MS);
    const final = await kpiReport();
    expect(final.freeze).toMatchObject({ final: true, frozen_months: [{ month: '2026-09-01', frozen_on: '2026-10-05T17:00:00+00:00' }], late_tickets: 1 });
    expect(final.total).toMatchObject({ tickets: 2, cancelled: 0 });
  }, WORKER_HOOK_MS * 2);
});

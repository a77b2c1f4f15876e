import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { reportingSchemaSql } from '@voc/projections';
import { createMigratedSplitDatabases, eventDealers, insertEvents, insertTestDealers, syntheticTicketEvents, testRedisUrl, type ThrowawayDatabase } from '@voc/testing';
import { startTestApi, TEST_JWT_SECRET, type TestApi } from '../../support/test-api';
import { ticketWorld, type TicketWorld } from '../../support/ticket-fixtures';
import { spawnWorker, stopWorker } from '../../support/worker-process';
import { until } from '../../support/until';

/** Reads that between them sum every grain of the VOC roll-ups (apps/api voc-grain), frozen months and live. */
const READS = [
  'year=2026&month=6',
  'year=2026&month=6&by=area',
  'year=2026&month=6&by=dealer',
  'year=2026&month=6&by=car_model&type=service',
  'year=2026&month=6&by=dealer&car_model=-',
  'year=2026&month=6&by=entity&category_group=A',
  'year=2026&month=7&by=region',
  'year=2026&month=7&by=segment&mode=qvoc',
  'year=2026&month=7&by=month&period=ytd',
];

/**
 * The VOC reports with the VOC projection in four partitions by dealer (PROJECTION_PARTITIONS=4,
 * two worker processes) answer exactly what they answer with one stream, over the same log: the
 * roll-ups without the dealer are kept per partition and summed where the reports read them, and
 * a month is final only once every partition has frozen it.
 */
describe('VOC reports with the VOC projection partitioned by dealer', () => {
  let database: ThrowawayDatabase;
  let reportingDatabase: ThrowawayDatabase;
  let reporting: Client;
  let log: Client;
  let sut: TestApi;
  let world: TicketWorld;
  const prefix = `vocpart-${randomBytes(4).toString('hex')}`;

  const workerEnv = (partitions: number) => ({
    DATABASE_URL: database.url,
    REPORTING_DATABASE_URL: reportingDatabase.url,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: `${prefix}-${partitions}`,
    JWT_SECRET: TEST_JWT_SECRET,
    PROJECTION_PARTITIONS: String(partitions),
    DEADLINE_SWEEP_EVERY_MS: '86400000',
  });
  const vocAtHead = async (partitions: number) => {
    const head = (await log.query(`SELECT coalesce(max(position), 0)::text AS p FROM ticket_events`)).rows[0].p as string;
    const { rows } = await reporting.query(`SELECT last_position::text AS p FROM reporting.projection_checkpoints WHERE projection = 'voc'`);
    return rows.length === partitions && rows.every((row) => row.p === head);
  };
  /** Every read's answer, but for when the figures were read. */
  const answers = async () => {
    const out: Record<string, unknown> = {};
    for (const read of READS) {
      const res = await sut.call<any>('GET', `/tickets/report/voc?${read}`, { token: world.csn });
      expect(res.status).toBe(200);
      const { data_as_of: _asOf, ...figures } = res.body.success;
      out[read] = figures;
    }
    return out;
  };
  const projectWith = async (partitions: number, workers: number) => {
    const running: ChildProcess[] = [];
    for (let i = 0; i < workers; i++) running.push(spawnWorker(workerEnv(partitions)));
    try {
      await until(() => vocAtHead(partitions), 90000);
      return await answers();
    } finally {
      for (const worker of running) await stopWorker(worker);
    }
  };

  beforeAll(async () => {
    ({ database, reportingDatabase } = await createMigratedSplitDatabases('voc_vocpart', 'voc_vocpart_store'));
    reporting = new Client({ connectionString: reportingDatabase.url });
    await reporting.connect();
    log = new Client({ connectionString: database.url });
    await log.connect();
    sut = await startTestApi({ DATABASE_URL: database.url, REPORTING_DATABASE_URL: reportingDatabase.url, REDIS_PREFIX: prefix });
    world = await ticketWorld(sut);
    // Branches enough that every partition has dealers of its own.
    await insertTestDealers(log, { count: 30, code: 'VP', saleAreas: 3, serviceAreas: 4 });
    // May to July 2026 in time order, as commands append them (May and June close on the way, each
    // frozen with its tickets in), edits among them.
    const events = syntheticTicketEvents(600, await eventDealers(log), new Date('2026-05-01T00:00:00Z'), 1515, { notifications: true });
    await insertEvents(log, [...events].sort((a, b) => a.occurred_at.localeCompare(b.occurred_at)));
  });

  afterAll(async () => {
    await sut?.close();
    await log?.end();
    await reporting?.end();
    await database?.drop();
    await reportingDatabase?.drop();
  });

  it('answers every VOC read with four partitions and two workers exactly as with one stream', async () => {
    const one = await projectWith(1, 1);
    // The same log projected again from the start, into a fresh reporting schema.
    await reporting.query(`DROP SCHEMA reporting CASCADE`);
    await reporting.query(`CREATE SCHEMA reporting`);
    for (const statement of reportingSchemaSql('reporting')) await reporting.query(statement);
    const four = await projectWith(4, 2);

    expect(four).toEqual(one);
    // The reads were not empty, June was final (frozen by every partition), and the sums without
    // the dealer were kept by several partitions.
    expect((one['year=2026&month=6'] as any).total.tickets.now).toBeGreaterThan(50);
    expect((four['year=2026&month=6'] as any).freeze).toMatchObject({ final: true, frozen_months: [{ month: '2026-06-01' }] });
    expect((four['year=2026&month=7&by=region'] as any).freeze).toBeNull();
    const frozen = await reporting.query(`SELECT count(DISTINCT partition)::int AS n FROM reporting.frozen_months WHERE projection = 'voc' AND month = '2026-06-01'`);
    expect(frozen.rows[0].n).toBe(4);
    const split = await reporting.query(`SELECT count(DISTINCT partition)::int AS n FROM reporting.voc_area_monthly`);
    expect(split.rows[0].n).toBe(4);
  }, 240000);
});

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { MONTH_CLOSE_DAY_DEFAULT } from '@voc/domain';
import { dataSourceOptions } from '@voc/migrations';
import { frozenMonthsSql } from '@voc/reporting-schema';
import { createMigratedDatabase, eventDealers, insertEvents, insertTestDealers, syntheticTicketEvents, testRedisUrl, type ThrowawayDatabase } from '@voc/testing';
import { alignPartitions } from '../../../src/projections/partitions/align-partitions';
import { projectAll, projectNextBatch } from '../../../src/projections/tickets/project-tickets';
import { testProjectionStores as projectionStores } from '../../../test/support/test-projection-stores';
import { rebuildProjections, replayInto } from '../../../src/projections/tickets/rebuild-projections';
import { projectAllVoc, projectNextVocBatch } from '../../../src/projections/voc/project-voc';
import { projectAllVoice } from '../../../src/projections/voice/project-voice';
import { projectionDifferences } from '../../support/compare-projections';

const workerMain = join(__dirname, '../../../dist/main.js');
const CLOSE_DAY = MONTH_CLOSE_DAY_DEFAULT;

/**
 * The tickets and VOC projections in partitions by dealer (issue 15): partitions applied in any order and
 * at any pace, months freezing along the way (the log spans three month-end closes, its events
 * not in time order), end with the tables of one replay of the whole log; the checkpoints of an
 * unpartitioned projection are carried over to partitions at a worker's start, and checkpoints of
 * another count at different positions stop the worker.
 */
describe('partitioned tickets and VOC projections', () => {
  let database: ThrowawayDatabase;
  let client: Client;
  let db: DataSource;
  const stores = () => projectionStores(db);
  const checkpoints = async (projection: 'tickets' | 'voc' = 'tickets') =>
    (await client.query(`SELECT partition, last_position::text AS p FROM reporting.projection_checkpoints WHERE projection = $1 ORDER BY partition`, [projection])).rows as Array<{ partition: number; p: string }>;
  // The VOC figures without the dealer, summed over partitions (as the reports read them), live and frozen.
  const areaSums = async () =>
    (
      await client.query(
        `SELECT 'live' AS copy, month::text, region, area_code, type, source, car_model, sum(tickets)::int AS tickets, sum(cancelled)::int AS cancelled FROM reporting.voc_area_monthly GROUP BY 2, 3, 4, 5, 6, 7
         UNION ALL SELECT 'frozen', month::text, region, area_code, type, source, car_model, sum(tickets)::int, sum(cancelled)::int FROM reporting.voc_area_monthly_frozen GROUP BY 2, 3, 4, 5, 6, 7
         UNION ALL SELECT 'codes', month::text, region, area_code, type, source, car_model || '/' || category_code, sum(complaints)::int, 0 FROM reporting.voc_area_category_monthly GROUP BY 2, 3, 4, 5, 6, 7
         ORDER BY 1, 2, 3, 4, 5, 6, 7`,
      )
    ).rows;
  const vocFrozenForReports = async () => (await client.query(`SELECT month::text FROM (${frozenMonthsSql('reporting', 'voc')}) f ORDER BY 1`)).rows.map((row) => row.month as string);
  const head = async () => (await client.query(`SELECT max(position)::text AS p FROM ticket_events`)).rows[0].p as string;

  beforeAll(async () => {
    database = await createMigratedDatabase('voc_partitions');
    client = new Client({ connectionString: database.url });
    await client.connect();
    await insertTestDealers(client, { count: 30, code: 'P', region: 3, saleAreas: 3, serviceAreas: 4 });
    db = await new DataSource(dataSourceOptions(database.url, 2)).initialize();
  });

  afterAll(async () => {
    await db?.destroy();
    await client?.end();
    await database?.drop();
  });

  it('gives every event a dealer shard, the same for every event of a dealer', async () => {
    const dealers = await eventDealers(client);
    await insertEvents(client, syntheticTicketEvents(300, dealers, new Date('2026-05-01T00:00:00Z'), 77));
    const { rows } = await client.query(
      `SELECT count(*)::int AS dealers, count(*) FILTER (WHERE shards = 1)::int AS one_shard, count(DISTINCT shard)::int AS distinct_shards
       FROM (SELECT payload->'ticket'->>'dealer_ref' AS dealer, count(DISTINCT dealer_shard) AS shards, min(dealer_shard) AS shard FROM ticket_events GROUP BY 1) d`,
    );
    expect(rows[0].dealers).toBe(rows[0].one_shard);
    expect(rows[0].distinct_shards).toBeGreaterThan(4);
    const plan = await client.query(`EXPLAIN SELECT position FROM ticket_events WHERE dealer_shard = 3 AND (tx_id, position) > ('0'::xid8, 0) ORDER BY tx_id, position LIMIT 10`);
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/ticket_events_shard_idx/);
  });

  it('carries the single checkpoint of an unpartitioned projection over to four partitions, frozen months included', async () => {
    await projectAll(stores(), 'reporting', 500, 'calendar', CLOSE_DAY);
    await projectAllVoc(stores(), 'reporting', 500, CLOSE_DAY);
    const frozenBefore = (await client.query(`SELECT month FROM reporting.frozen_months WHERE projection = 'tickets' ORDER BY month`)).rows;
    expect(frozenBefore.length).toBeGreaterThan(0);
    expect(await alignPartitions(stores(), 'tickets', 4)).toBe('spread');
    expect(await checkpoints()).toEqual([0, 1, 2, 3].map((partition) => ({ partition, p: expect.any(String) })));
    expect(new Set((await checkpoints()).map((row) => row.p)).size).toBe(1);
    const frozen = await client.query(`SELECT partition, count(*)::int AS n FROM reporting.frozen_months WHERE projection = 'tickets' GROUP BY 1 ORDER BY 1`);
    expect(frozen.rows).toEqual([0, 1, 2, 3].map((partition) => ({ partition, n: frozenBefore.length })));
    expect(await alignPartitions(stores(), 'tickets', 4)).toBe('aligned');

    // VOC likewise, and its sums without the dealer split by dealer into the four partitions' rows,
    // live and frozen, every figure as it was.
    const sumsBefore = await areaSums();
    const vocFrozenBefore = await vocFrozenForReports();
    expect(vocFrozenBefore.length).toBeGreaterThan(0);
    expect(await alignPartitions(stores(), 'voc', 4)).toBe('spread');
    expect(await checkpoints('voc')).toEqual([0, 1, 2, 3].map((partition) => ({ partition, p: expect.any(String) })));
    expect(await areaSums()).toEqual(sumsBefore);
    expect(await vocFrozenForReports()).toEqual(vocFrozenBefore);
    // Split (the few frozen rows of this small log need not reach every partition).
    expect((await client.query(`SELECT count(DISTINCT partition)::int AS n FROM reporting.voc_area_monthly`)).rows[0].n).toBe(4);
    for (const table of ['voc_area_monthly_frozen', 'voc_area_category_monthly_frozen']) {
      expect((await client.query(`SELECT count(DISTINCT partition)::int AS n FROM reporting.${table}`)).rows[0].n).toBeGreaterThan(1);
    }
    expect(await alignPartitions(stores(), 'voc', 4)).toBe('aligned');
  });

  it('applies partitions in any order and pace, months freezing on the way, to the tables of one replay', async () => {
    const dealers = await eventDealers(client);
    // Three more months of tickets, their events in ticket order (not in time order).
    await insertEvents(client, syntheticTicketEvents(1500, dealers, new Date('2026-07-20T00:00:00Z'), 78, { notifications: true }));
    // Partition 2 first, all the way; partition 0 a few small batches; then 3, 1 and the rest of 0.
    await projectAll(stores(), 'reporting', 300, 'calendar', CLOSE_DAY, {}, { index: 2, count: 4 });
    for (let i = 0; i < 3; i++) await projectNextBatch(stores(), 'reporting', 50, 'calendar', CLOSE_DAY, {}, { index: 0, count: 4 });
    const midway = await client.query(`SELECT partition, count(*)::int AS n FROM reporting.frozen_months WHERE projection = 'tickets' GROUP BY 1 ORDER BY 1`);
    // Partition 2 has recorded months the others have not yet.
    expect(midway.rows.find((row) => row.partition === 2).n).toBeGreaterThan(midway.rows.find((row) => row.partition === 1).n);
    await projectAll(stores(), 'reporting', 700, 'calendar', CLOSE_DAY, {}, { index: 3, count: 4 });
    await projectAll(stores(), 'reporting', 200, 'calendar', CLOSE_DAY, {}, { index: 1, count: 4 });
    await projectAll(stores(), 'reporting', 400, 'calendar', CLOSE_DAY, {}, { index: 0, count: 4 });

    // VOC the same way, in another order: a month partition 3 has frozen is read live until every
    // partition has recorded it.
    const vocFrozenBefore = await vocFrozenForReports();
    await projectAllVoc(stores(), 'reporting', 250, CLOSE_DAY, {}, { index: 3, count: 4 });
    const frozenByThree = (await client.query(`SELECT month::text FROM reporting.frozen_months WHERE projection = 'voc' AND partition = 3 ORDER BY 1`)).rows.map((row) => row.month as string);
    expect(frozenByThree.length).toBeGreaterThan(vocFrozenBefore.length);
    expect(await vocFrozenForReports()).toEqual(vocFrozenBefore);
    await projectAllVoc(stores(), 'reporting', 900, CLOSE_DAY, {}, { index: 0, count: 4 });
    await projectAllVoc(stores(), 'reporting', 300, CLOSE_DAY, {}, { index: 2, count: 4 });
    // Partition 1 not yet started: no month the others froze meanwhile is frozen for the reports.
    expect(await vocFrozenForReports()).toEqual(vocFrozenBefore);
    for (let i = 0; i < 4; i++) await projectNextVocBatch(stores(), 'reporting', 60, CLOSE_DAY, {}, { index: 1, count: 4 });
    await projectAllVoc(stores(), 'reporting', 500, CLOSE_DAY, {}, { index: 1, count: 4 });
    expect(await vocFrozenForReports()).toEqual(frozenByThree);

    const last = await head();
    expect(await checkpoints()).toEqual([0, 1, 2, 3].map((partition) => ({ partition, p: last })));
    expect(await checkpoints('voc')).toEqual([0, 1, 2, 3].map((partition) => ({ partition, p: last })));

    // The voice projection (not partitioned) runs beside them in the worker and in a replay.
    await projectAllVoice(stores(), 'reporting', 500, CLOSE_DAY);
    await replayInto(stores(), 'reporting_replayed', 'calendar', CLOSE_DAY, 4);
    expect(await projectionDifferences(client, 'reporting', 'reporting_replayed')).toEqual({});
    // The frozen months of every partition are the months one stream froze.
    const months = await client.query(`SELECT count(DISTINCT month)::int AS months, count(*)::int AS rows FROM reporting.frozen_months WHERE projection = 'tickets'`);
    expect(months.rows[0].months).toBeGreaterThanOrEqual(3);
    expect(months.rows[0].rows).toBe(months.rows[0].months * 4);
  }, 240000);

  it('refuses another partition count while the partitions stand at different positions, and a worker started with it stops saying what to do', async () => {
    const dealers = await eventDealers(client);
    await insertEvents(client, syntheticTicketEvents(50, dealers, new Date('2026-10-20T00:00:00Z'), 79));
    await projectAll(stores(), 'reporting', 500, 'calendar', CLOSE_DAY, {}, { index: 1, count: 4 });
    await expect(alignPartitions(stores(), 'tickets', 2)).rejects.toThrow(/PROJECTION_PARTITIONS=2: stop the workers, run npm run projections:rebuild with PROJECTION_PARTITIONS=2/);
    expect((await checkpoints()).length).toBe(4);

    if (!existsSync(workerMain)) throw new Error(`${workerMain} is missing: run "npm run build" before the integration tests`);
    const worker = spawn(process.execPath, [workerMain], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: database.url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: `part-${process.pid}`, LOG_LEVEL: 'error', PROJECTION_PARTITIONS: '2', OWED_WORK_EVERY_MS: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    worker.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => worker.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/projection tickets has 4 partition checkpoint\(s\) at different positions, this worker runs PROJECTION_PARTITIONS=2/);
    expect((await checkpoints()).length).toBe(4);
  }, 120000);

  it('after a rebuild with the new count (what the refusal says to do), the partitions are that count, at the head, every one with the frozen months', async () => {
    const { events } = await rebuildProjections(stores(), new Date(), 'calendar', CLOSE_DAY, 2);
    expect(events).toBeGreaterThan(0);
    const last = await head();
    for (const projection of ['tickets', 'voc'] as const) {
      expect(await checkpoints(projection)).toEqual([0, 1].map((partition) => ({ partition, p: last })));
      const frozen = await client.query(`SELECT partition, count(*)::int AS n FROM reporting.frozen_months WHERE projection = $1 GROUP BY 1 ORDER BY 1`, [projection]);
      expect(frozen.rows.map((row) => row.partition)).toEqual([0, 1]);
      expect(frozen.rows[0].n).toBe(frozen.rows[1].n);
      expect(await alignPartitions(stores(), projection, 2)).toBe('aligned');
    }
    expect((await client.query(`SELECT array_agg(DISTINCT partition ORDER BY partition) AS p FROM reporting.voc_area_monthly`)).rows[0].p).toEqual([0, 1]);
   }, 240000);
});

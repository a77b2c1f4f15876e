import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@voc/migrations';
import { QUEUES } from '@voc/queues';
import { createMigratedDatabase, eventDealers, insertEvents, insertTestDealers, syntheticTicketEvents, testRedisUrl, type ThrowawayDatabase } from '@voc/testing';
import { relayLockKey } from '../../../src/projections/event-relay.service';
import { projectAll } from '../../../src/projections/tickets/project-tickets';
import { testProjectionStores as projectionStores } from '../../../test/support/test-projection-stores';
import { startTestWorker, waitFor } from '../../support/worker-context';

/** A job's progress after a batch, or its completion, in the order the projections queue's event stream recorded them. */
interface QueueEvent {
  event: 'progress' | 'completed';
  jobId: string;
  projection?: string;
}

/**
 * PROJECTION_SLICE_MS: a projection job with a backlog ends after its slice and queues a job for
 * the rest at the back of the queue, so another projection's job queued behind it runs after one
 * slice, not after the whole catch-up; the continuations carry the backlog to the head by
 * themselves (no relay). The order is decided by the queue, not by timing: the relay is kept from
 * leading (the test holds its advisory lock), the test queues the jobs itself before the worker
 * starts, and the worker runs one job at a time (PROJECTION_CONCURRENCY=1), so a slice of 1 ms is
 * exactly one batch, whatever the machine's speed.
 */
describe('projection jobs in time slices (own database, real Redis)', () => {
  let database: ThrowawayDatabase;
  let client: Client;
  let db: DataSource;
  let lockHolder: Client;
  let worker: INestApplicationContext | null = null;

  const checkpoint = async (projection: string) => (await client.query(`SELECT last_position::text AS p FROM reporting.projection_checkpoints WHERE projection = $1`, [projection])).rows[0].p as string;
  const head = async () => (await client.query(`SELECT max(position)::text AS p FROM ticket_events`)).rows[0].p as string;

  /**
   * A fresh database whose log's tickets projection is a few events behind its head and whose VOC
   * projection is at the start (a VOC backlog of some 10 batches, as after its rebuild or an outage).
   */
  beforeEach(async () => {
    database = await createMigratedDatabase('voc_slice');
    client = new Client({ connectionString: database.url });
    await client.connect();
    await insertTestDealers(client, { count: 8, code: 'S' });
    db = new DataSource(dataSourceOptions(database.url, 2));
    await db.initialize();
    lockHolder = new Client({ connectionString: database.url });
    await lockHolder.connect();
    const dealers = await eventDealers(client);
    const events = syntheticTicketEvents(6000, dealers, new Date('2026-03-01T00:00:00Z'), 77);
    for (let i = 0; i < events.length; i += 5000) await insertEvents(client, events.slice(i, i + 5000));
    await projectAll(projectionStores(db), 'reporting', 2000);
    await insertEvents(client, syntheticTicketEvents(5, dealers, new Date('2026-03-20T00:00:00Z'), 78));
  });

  afterEach(async () => {
    await worker?.close();
    worker = null;
    await lockHolder?.end();
    await db?.destroy();
    await client?.end();
    await database?.drop();
  });

  /** Queues a VOC job and then a tickets job (as the relay would, the VOC one first), starts a worker, and answers the queue's events until both projections are at the head. */
  async function runVocThenTickets(prefix: string, sliceMs: string): Promise<QueueEvent[]> {
    const queue = new Queue(QUEUES.projections, { connection: { url: testRedisUrl() }, prefix });
    // The relay of this prefix never leads while the test holds its lock: only the test's jobs and their continuations run.
    expect((await lockHolder.query(`SELECT pg_try_advisory_lock($1) AS locked`, [relayLockKey(prefix)])).rows[0].locked).toBe(true);
    try {
      const end = await head();
      await queue.add('project', { upToPosition: end, projection: 'voc', partition: 0 }, { jobId: 'test-voc', removeOnComplete: true });
      await queue.add('project', { upToPosition: end, projection: 'tickets', partition: 0 }, { jobId: 'test-tickets', removeOnComplete: true });
      worker = await startTestWorker(prefix, { DATABASE_URL: database.url, PROJECTION_CONCURRENCY: '1', PROJECTION_SLICE_MS: sliceMs, DEADLINE_SWEEP_EVERY_MS: '3600000' });
      await waitFor(async () => ((await checkpoint('tickets')) === end && (await checkpoint('voc')) === end) || undefined, 90_000, 'both projections at the head');
      // The last job's completion is written just after its last batch's progress.
      await waitFor(async () => (await queue.getJobCounts('waiting', 'active')).active + (await queue.getJobCounts('waiting', 'active')).waiting === 0 || undefined, 30_000, 'no projection job left');
      const redis = new Redis(testRedisUrl());
      const entries = (await redis.xrange(`${prefix}:${QUEUES.projections}:events`, '-', '+')) as Array<[string, string[]]>;
      redis.disconnect();
      const events: QueueEvent[] = [];
      for (const [, flat] of entries) {
        const fields = new Map<string, string>();
        for (let i = 0; i + 1 < flat.length; i += 2) fields.set(flat[i], flat[i + 1]);
        const event = fields.get('event');
        if (event !== 'progress' && event !== 'completed') continue;
        const data = event === 'progress' ? (JSON.parse(fields.get('data') ?? '{}') as { projection?: string }) : {};
        events.push({ event, jobId: fields.get('jobId') ?? '', projection: data.projection });
      }
      return events;
    } finally {
      await lockHolder.query(`SELECT pg_advisory_unlock($1)`, [relayLockKey(prefix)]);
      await queue.obliterate({ force: true });
      await queue.close();
    }
  }

  it('runs another projection\'s job after one slice of a VOC backlog, and the continuations take VOC to the head', async () => {
    const events = await runVocThenTickets(`slice-${randomBytes(4).toString('hex')}`, '1');
    const ticketsDone = events.findIndex((e) => e.event === 'completed' && e.jobId === 'test-tickets');
    expect(ticketsDone).toBeGreaterThan(-1);
    const vocBatches = events.filter((e) => e.event === 'progress' && e.projection === 'voc');
    const vocBatchesBefore = events.slice(0, ticketsDone).filter((e) => e.event === 'progress' && e.projection === 'voc');
    // The VOC job took one batch (its 1 ms slice), queued its continuation behind the tickets job, and ended.
    expect(vocBatchesBefore).toHaveLength(1);
    expect(vocBatches.length).toBeGreaterThanOrEqual(9);
    // Every later VOC batch was a continuation's (one job, one batch each), queued by the job before it.
    expect(new Set(vocBatches.slice(1).map((e) => e.jobId)).size).toBe(vocBatches.length - 1);
    expect(vocBatches.slice(1).every((e) => e.jobId.startsWith('project-voc-0-from-'))).toBe(true);
    expect((await client.query(`SELECT count(*)::int AS n FROM reporting.ticket_voc`)).rows[0].n).toBe(6005);
  });

  it('without a slice (PROJECTION_SLICE_MS=0) the VOC job drains its backlog before the tickets job runs', async () => {
    const events = await runVocThenTickets(`drain-${randomBytes(4).toString('hex')}`, '0');
    const ticketsDone = events.findIndex((e) => e.event === 'completed' && e.jobId === 'test-tickets');
    const vocBatches = events.filter((e) => e.event === 'progress' && e.projection === 'voc');
    expect(vocBatches.length).toBeGreaterThanOrEqual(9);
    expect(vocBatches.every((e) => e.jobId === 'test-voc')).toBe(true);
    expect(events.slice(0, ticketsDone).filter((e) => e.event === 'progress' && e.projection === 'voc')).toHaveLength(vocBatches.length);
  });
});

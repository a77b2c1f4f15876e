import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@voc/migrations';
import { QUEUES } from '@voc/queues';
import { WHOLE_LOG } from '@voc/domain';
import { createMigratedDatabase, eventDealers, insertEvents, insertTestDealers, syntheticTicketEvents, testRedisUrl, type ThrowawayDatabase } from '@voc/testing';
import { relayLockKey } from '../../../src/projections/event-relay.service';
import { projectAll } from '../../../src/projections/tickets/project-tickets';
import { testProjectionStores as projectionStores } from '../../../test/support/test-projection-stores';
import { projectAllVoc, projectNextVocBatch } from '../../../src/projections/voc/project-voc';
import { startTestWorker, waitFor } from '../../support/worker-context';

/** Answers `promise`, or rejects after `ms` (a step that waits for the held row would hang the test otherwise). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A projection job whose checkpoint row another transaction holds (here the test's, standing in
 * for another job's batch) does not wait for it: it goes back to the queue, delayed, and runs again
 * once the row is free, applying the events committed meanwhile by itself. The relay is kept from
 * leading the whole time (the test holds its advisory lock), so no poll and no commit notification
 * can be what applies them.
 */
describe('a projection step that finds its checkpoint held (own database, real Redis)', () => {
  let database: ThrowawayDatabase;
  let client: Client;
  let db: DataSource;
  let holder: Client;
  let relayLock: Client;
  let worker: INestApplicationContext | null = null;

  const vocCheckpoint = async () => (await client.query(`SELECT last_position::text AS p FROM reporting.projection_checkpoints WHERE projection = 'voc'`)).rows[0].p as string;
  const head = async () => (await client.query(`SELECT max(position)::text AS p FROM ticket_events`)).rows[0].p as string;
  const holdVocCheckpoint = async () => {
    await holder.query('BEGIN');
    await holder.query(`SELECT 1 FROM reporting.projection_checkpoints WHERE projection = 'voc' FOR UPDATE`);
  };

  /** A fresh database whose projections are at the head of a small log, and then a few events behind it. */
  beforeEach(async () => {
    database = await createMigratedDatabase('voc_held');
    client = new Client({ connectionString: database.url });
    await client.connect();
    await insertTestDealers(client, { count: 8, code: 'S' });
    db = new DataSource(dataSourceOptions(database.url, 2));
    await db.initialize();
    holder = new Client({ connectionString: database.url });
    await holder.connect();
    relayLock = new Client({ connectionString: database.url });
    await relayLock.connect();
    const dealers = await eventDealers(client);
    await insertEvents(client, syntheticTicketEvents(200, dealers, new Date('2026-03-01T00:00:00Z'), 91));
    await projectAll(projectionStores(db), 'reporting', 2000);
    await projectAllVoc(projectionStores(db), 'reporting', 2000);
    await insertEvents(client, syntheticTicketEvents(5, dealers, new Date('2026-03-20T00:00:00Z'), 92));
  });

  afterEach(async () => {
    await worker?.close();
    worker = null;
    await holder?.query('ROLLBACK').catch(() => undefined);
    await holder?.end();
    await relayLock?.end();
    await db?.destroy();
    await client?.end();
    await database?.drop();
  });

  it('answers held at once, applying nothing, when told to skip; and waits for the holder when not', async () => {
    const before = await vocCheckpoint();
    await holdVocCheckpoint();
    const skipped = await within(projectNextVocBatch(projectionStores(db), 'reporting', 2000, null, {}, WHOLE_LOG, 'skip'), 10_000, 'the skipping step');
    expect(skipped).toEqual({ applied: 0, checkpoint: expect.objectContaining({ position: before }), held: true });
    expect(await vocCheckpoint()).toBe(before);

    // The default still waits (replays and the drain-everything job rely on it): it answers only after the holder ends.
    let waited = false;
    const waiting = projectNextVocBatch(projectionStores(db), 'reporting', 2000).then((result) => {
      waited = true;
      return result;
    });
    await waitFor(async () => (await client.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rowCount === 1 || undefined, 10_000, 'the waiting step blocked on the row');
    expect(waited).toBe(false);
    await holder.query('COMMIT');
    expect((await within(waiting, 10_000, 'the waiting step')).applied).toBeGreaterThan(0);
    expect(await vocCheckpoint()).toBe(await head());
  });

  it('a job that skipped applies the events committed while the row was held, once it is free, without the relay', async () => {
    const prefix = `held-${randomBytes(4).toString('hex')}`;
    const queue = new Queue(QUEUES.projections, { connection: { url: testRedisUrl() }, prefix });
    expect((await relayLock.query(`SELECT pg_try_advisory_lock($1) AS locked`, [relayLockKey(prefix)])).rows[0].locked).toBe(true);
    try {
      await holdVocCheckpoint();
      await queue.add('project', { upToPosition: await head(), projection: 'voc', partition: 0 }, { jobId: 'test-voc', removeOnComplete: true, attempts: 1 });
      worker = await startTestWorker(prefix, { DATABASE_URL: database.url, PROJECTION_CONCURRENCY: '1', RELAY_INTERVAL_MS: '600000', DEADLINE_SWEEP_EVERY_MS: '3600000' });

      // The job does not sit on the lock: it is back in the queue, delayed, marked as a held-checkpoint retry.
      await waitFor(async () => ((await queue.getJob('test-voc'))?.data.heldRetry === true ? true : undefined), 20_000, 'the job delayed for the held checkpoint');
      expect((await client.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rowCount).toBe(0);

      const vocRows = async () => (await client.query(`SELECT count(*)::int AS n FROM reporting.ticket_voc`)).rows[0].n as number;
      const rowsBefore = await vocRows();
      // Events committed during the holder's "batch", then the holder ends.
      const dealers = await eventDealers(client);
      await insertEvents(client, syntheticTicketEvents(7, dealers, new Date('2026-03-21T00:00:00Z'), 93));
      await holder.query('COMMIT');

      const end = await head();
      await waitFor(async () => (await vocCheckpoint()) === end || undefined, 20_000, 'the VOC projection at the head');
      expect(await vocRows()).toBeGreaterThan(rowsBefore);
      await waitFor(async () => ((await queue.getJob('test-voc')) ? undefined : true), 20_000, 'the job completed');
    } finally {
      await relayLock.query(`SELECT pg_advisory_unlock($1)`, [relayLockKey(prefix)]);
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('a job that fails after a held-checkpoint retry loses its mark, so its backoff does not pass for a job that runs shortly', async () => {
    const prefix = `held-fail-${randomBytes(4).toString('hex')}`;
    const queue = new Queue(QUEUES.projections, { connection: { url: testRedisUrl() }, prefix });
    expect((await relayLock.query(`SELECT pg_try_advisory_lock($1) AS locked`, [relayLockKey(prefix)])).rows[0].locked).toBe(true);
    try {
      await holdVocCheckpoint();
      await queue.add('project', { upToPosition: await head(), projection: 'voc', partition: 0 }, { jobId: 'test-voc', attempts: 2, backoff: { type: 'fixed', delay: 600_000 } });
      worker = await startTestWorker(prefix, { DATABASE_URL: database.url, PROJECTION_CONCURRENCY: '1', RELAY_INTERVAL_MS: '600000', DEADLINE_SWEEP_EVERY_MS: '3600000' });
      await waitFor(async () => ((await queue.getJob('test-voc'))?.data.heldRetry === true ? true : undefined), 20_000, 'the job delayed for the held checkpoint');
      // The holder takes the checkpoint row away: the retry fails ("no checkpoint row") and waits out its 10-minute backoff.
      await holder.query(`DELETE FROM reporting.projection_checkpoints WHERE projection = 'voc'`);
      await holder.query('COMMIT');
      const failed = await waitFor(async () => {
        const job = await queue.getJob('test-voc');
        return job && job.attemptsMade === 1 ? job : undefined;
      }, 20_000, 'the retry failed once');
      expect(failed.failedReason).toMatch(/no checkpoint row/);
      expect(await failed.getState()).toBe('delayed');
      expect(failed.data.heldRetry).toBeUndefined();
    } finally {
      await relayLock.query(`SELECT pg_advisory_unlock($1)`, [relayLockKey(prefix)]);
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
});

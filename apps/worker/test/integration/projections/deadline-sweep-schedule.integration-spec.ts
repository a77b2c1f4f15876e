import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { QUEUES } from '@voc/persistence';
import { testRedisUrl } from '@voc/testing';
import { DeadlineSweepScheduler } from '../../../src/projections/deadline-sweep.processor';
import { startTestWorker } from '../../support/worker-context';

describe('the deadline sweep scheduler (real Redis)', () => {
  const prefix = `sweep-${randomBytes(4).toString('hex')}`;
  const every = DeadlineSweepScheduler.everyMs;
  let worker: INestApplicationContext | null = null;
  let queue: Queue;

  beforeAll(() => {
    queue = new Queue(QUEUES.deadlines, { connection: { url: testRedisUrl() }, prefix });
  });

  afterAll(async () => {
    await worker?.close();
    DeadlineSweepScheduler.everyMs = every;
    await queue.obliterate({ force: true });
    await queue.close();
  });

  it('first sweeps one interval after a worker makes the scheduler, and a restart keeps that time', async () => {
    DeadlineSweepScheduler.everyMs = 3_600_000;
    const started = Date.now();
    worker = await startTestWorker(prefix);
    const [first] = await queue.getJobs(['delayed', 'waiting', 'active', 'completed']);
    if (!first) throw new Error('no sweep was scheduled');
    expect(first.timestamp + first.delay).toBeGreaterThanOrEqual(started + 3_600_000);
    await worker.close();
    worker = await startTestWorker(prefix);
    const jobs = await queue.getJobs(['delayed', 'waiting', 'active', 'completed']);
    expect(jobs.map((job) => job.id)).toEqual([first.id]);
  });
});

import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { QUEUES } from '@voc/queues';
import { testRedisUrl } from '@voc/testing';
import { startTestWorker } from '../../support/worker-context';

describe('the deadline sweep scheduler (real Redis)', () => {
  const prefix = `sweep-${randomBytes(4).toString('hex')}`;
  let worker: INestApplicationContext | null = null;
  let queue: Queue;

  beforeAll(() => {
    queue = new Queue(QUEUES.deadlines, { connection: { url: testRedisUrl() }, prefix });
  });

  afterAll(async () => {
    await worker?.close();
    await queue.obliterate({ force: true });
    await queue.close();
  });

  it('first sweeps one interval after a worker makes the scheduler, and a restart keeps that time', async () => {
    const started = Date.now();
    worker = await startTestWorker(prefix, { DEADLINE_SWEEP_EVERY_MS: '3600000' });
    const [first] = await queue.getJobs(['delayed', 'waiting', 'active', 'completed']);
    if (!first) throw new Error('no sweep was scheduled');
    expect(first.timestamp + first.delay).toBeGreaterThanOrEqual(started + 3_600_000);
    await worker.close();
    worker = await startTestWorker(prefix, { DEADLINE_SWEEP_EVERY_MS: '3600000' });
    const jobs = await queue.getJobs(['delayed', 'waiting', 'active', 'completed']);
    expect(jobs.map((job) => job.id)).toEqual([first.id]);
  });
});

import type { JobPayloads } from '@voc/queues';
import { partitionsWithWaitingJob, type ProjectionQueue } from '../projection-jobs';

type Payload = JobPayloads['projections']['project'];

/** A queue that answers only the two listings partitionsWithWaitingJob reads. */
function queueWith(waiting: Payload[], delayed: Payload[]): ProjectionQueue {
  const jobs = (payloads: Payload[]) => Promise.resolve(payloads.map((data) => ({ data })));
  return { getWaiting: () => jobs(waiting), getDelayed: () => jobs(delayed) } as unknown as ProjectionQueue;
}

const voc: Payload = { upToPosition: '9', projection: 'voc', partition: 0 };
const tickets2: Payload = { upToPosition: '9', projection: 'tickets', partition: 2 };

describe('partitionsWithWaitingJob (who runs a partition shortly)', () => {
  it.each([
    // what is queued, the partition asked about, whether it has a job that runs shortly
    ['nothing', [], [], { projection: 'voc', partition: 0 }, false],
    ['a waiting job of the partition', [voc], [], { projection: 'voc', partition: 0 }, true],
    ['a waiting job of another partition', [tickets2], [], { projection: 'tickets', partition: 1 }, false],
    ['a waiting job without a partition (partition 0)', [{ upToPosition: '9', projection: 'voc' }], [], { projection: 'voc', partition: 0 }, true],
    ['an old job without a projection (drains every one)', [{ upToPosition: '9' }], [], { projection: 'tickets', partition: 3 }, true],
    ['a job delayed for a held checkpoint', [], [{ ...tickets2, heldRetry: true }], { projection: 'tickets', partition: 2 }, true],
    ['a job delayed for a held checkpoint, another partition', [], [{ ...tickets2, heldRetry: true }], { projection: 'tickets', partition: 0 }, false],
    ['a job delayed by its failure\'s backoff (may wait minutes)', [], [tickets2], { projection: 'tickets', partition: 2 }, false],
    ['a failed retry whose mark was taken off', [], [{ ...tickets2, heldRetry: undefined }], { projection: 'tickets', partition: 2 }, false],
  ] as const)('%s', async (_what, waiting, delayed, key, expected) => {
    const partitions = await partitionsWithWaitingJob(queueWith([...waiting], [...delayed]));
    expect(partitions.has(key)).toBe(expected);
  });

  it('names the partition\'s job delayed for a held checkpoint (the holder promotes it at its slice\'s end), and no other', async () => {
    const partitions = await partitionsWithWaitingJob(queueWith([voc], [{ ...tickets2, heldRetry: true }, { upToPosition: '9', projection: 'tickets', partition: 1 }]));
    expect(partitions.heldRetry({ projection: 'tickets', partition: 2 })?.data).toEqual({ ...tickets2, heldRetry: true });
    expect(partitions.heldRetry({ projection: 'tickets', partition: 1 })).toBeUndefined();
    expect(partitions.heldRetry({ projection: 'voc', partition: 0 })).toBeUndefined();
  });
});

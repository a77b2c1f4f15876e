import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { jobIds, QUEUES, RETRIED_JOB_OPTIONS, type JobPayloads } from '@voc/queues';
import { queueCallWithin } from '../../queues/queue-unavailable';

/** Background exports on the ticket-export queue: one job per export (jobId from its id). */
@Injectable()
export class ExportJobs {
  constructor(@InjectQueue(QUEUES.ticketExport) private readonly queue: Queue<JobPayloads['ticketExport']['export']>) {}

  async enqueue(exportId: string): Promise<void> {
    await queueCallWithin(this.queue.add('export', { exportId }, { jobId: jobIds.export(exportId), ...RETRIED_JOB_OPTIONS }));
  }

  /** Rows written so far, as the running job last reported. */
  async liveDone(exportId: string): Promise<number | undefined> {
    const job = await queueCallWithin(this.queue.getJob(jobIds.export(exportId)));
    const progress = job?.progress as { done?: unknown } | undefined;
    return typeof progress?.done === 'number' ? progress.done : undefined;
  }
}

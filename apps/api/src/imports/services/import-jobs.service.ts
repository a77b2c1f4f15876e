import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { jobIds, QUEUES, RETRIED_JOB_OPTIONS, type JobPayloads } from '@voc/queues';
import type { ImportPass } from '@voc/contracts';
import { queueCallWithin } from '../../queues/queue-unavailable';

type ImportJobData = JobPayloads['hotsheetImport'][keyof JobPayloads['hotsheetImport']];

/** The import passes on the hotsheet-import queue: one job per import and pass (jobId dedupes). */
@Injectable()
export class ImportJobs {
  constructor(@InjectQueue(QUEUES.hotsheetImport) private readonly queue: Queue<ImportJobData>) {}

  async enqueueDryRun(importId: string): Promise<void> {
    await queueCallWithin(this.queue.add('dry-run', { importId }, { jobId: jobIds.importDryRun(importId), ...RETRIED_JOB_OPTIONS }));
  }

  async enqueueCreate(importId: string): Promise<void> {
    await queueCallWithin(this.queue.add('create', { importId }, { jobId: jobIds.importCreate(importId), ...RETRIED_JOB_OPTIONS }));
  }

  /** The pass's progress as its job last reported it, if the job is still known. */
  async liveProgress(importId: string, pass: ImportPass): Promise<{ done: number; total: number } | undefined> {
    const job = await queueCallWithin(this.queue.getJob(pass === 'dry_run' ? jobIds.importDryRun(importId) : jobIds.importCreate(importId)));
    const progress = job?.progress as { done?: unknown; total?: unknown } | undefined;
    return progress && typeof progress.done === 'number' && typeof progress.total === 'number' ? { done: progress.done, total: progress.total } : undefined;
  }
}

import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QUEUES, type JobPayloads } from '@voc/queues';
import { HotsheetImportRunner } from './hotsheet-import.runner';

type ImportJob = Job<JobPayloads['hotsheetImport']['dry-run'] | JobPayloads['hotsheetImport']['create'], { status: string }, 'dry-run' | 'create'>;

/**
 * Runs a hotsheet import's passes (job "dry-run", then "create" after confirm). Progress goes to
 * the job and, a batch at a time, to the import record. A failed attempt is retried
 * (RETRIED_JOB_OPTIONS) and picks up where the committed work stopped; after the last one the
 * import is marked failed.
 */
@Processor(QUEUES.hotsheetImport)
export class HotsheetImportProcessor extends WorkerHost {
  private readonly logger = new Logger(HotsheetImportProcessor.name);

  constructor(private readonly runner: HotsheetImportRunner) {
    super();
  }

  async process(job: ImportJob): Promise<{ status: string }> {
    const report = (done: number, total: number) => job.updateProgress({ done, total });
    const record = job.name === 'create' ? await this.runner.create(job.data.importId, report) : await this.runner.dryRun(job.data.importId, report);
    return { status: record?.status ?? 'missing' };
  }

  @OnWorkerEvent('failed')
  async onFailed(job: ImportJob | undefined, error: Error): Promise<void> {
    if (!job) return;
    this.logger.warn({ err: error, importId: job.data.importId, attempt: job.attemptsMade }, `hotsheet ${job.name} attempt failed`);
    if (job.attemptsMade >= (job.opts.attempts ?? 1)) await this.runner.giveUp(job.data.importId);
  }
}

import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QUEUES, type JobPayloads } from '@voc/queues';
import { UnitOfWork } from '@voc/sql';
import { FILE_STORE, type FileStore } from '@voc/file-storage';
import { markExportFailed } from '@voc/ticket-exports';
import { runExportJob } from './run-export-job';

type ExportJob = Job<JobPayloads['ticketExport']['export'], { status: string }, 'export'>;

/** Writes a large spreadsheet export to the file store, with progress; the api serves it when ready. */
@Processor(QUEUES.ticketExport)
export class TicketExportProcessor extends WorkerHost {
  private readonly logger = new Logger(TicketExportProcessor.name);

  constructor(
    private readonly uow: UnitOfWork,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {
    super();
  }

  async process(job: ExportJob): Promise<{ status: string }> {
    const record = await runExportJob(this.uow, job.data.exportId, this.store, (done, total) => job.updateProgress({ done, total }));
    return { status: record?.status ?? 'missing' };
  }

  @OnWorkerEvent('failed')
  async onFailed(job: ExportJob | undefined, error: Error): Promise<void> {
    if (!job) return;
    this.logger.warn({ err: error, exportId: job.data.exportId, attempt: job.attemptsMade }, 'export attempt failed');
    if (job.attemptsMade >= (job.opts.attempts ?? 1)) await markExportFailed(this.uow.runner, job.data.exportId);
  }
}

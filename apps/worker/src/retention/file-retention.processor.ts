import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QUEUES, type JobPayloads } from '@voc/queues';
import { UnitOfWork } from '@voc/sql';
import { FILE_STORE, type FileStore } from '@voc/file-storage';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { removeExpiredFiles } from './remove-expired-files';
import { ScheduleAtStart } from '../queues/schedule-at-start';

export const FILE_RETENTION_SCHEDULER = 'file-retention';

/** Stored hotsheets and export files past their retention are removed (FILE_RETENTION_EVERY_MS). */
@Processor(QUEUES.fileRetention)
export class FileRetentionProcessor extends WorkerHost {
  private readonly logger = new Logger(FileRetentionProcessor.name);

  constructor(
    private readonly uow: UnitOfWork,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {
    super();
  }

  async process(): Promise<{ imports: number; exports: number }> {
    const removed = await removeExpiredFiles(this.uow, this.store, this.config);
    if (removed.imports + removed.exports > 0) this.logger.log(removed, 'stored files past their retention removed');
    return removed;
  }
}

/** The retention job's schedule in Redis; also re-made by OwedWork when Redis lost it. */
export async function upsertFileRetentionScheduler(queue: Queue<JobPayloads['fileRetention']['sweep']>, config: WorkerConfig): Promise<void> {
  await queue.upsertJobScheduler(FILE_RETENTION_SCHEDULER, { every: config.fileRetentionEveryMs }, { name: 'sweep', data: {}, opts: { removeOnComplete: 10, removeOnFail: 100 } });
}

export const FileRetentionScheduler = ScheduleAtStart(QUEUES.fileRetention, upsertFileRetentionScheduler);

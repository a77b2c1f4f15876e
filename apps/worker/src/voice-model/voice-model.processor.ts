import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { QUEUES, type JobPayloads } from '@voc/queues';
import { UnitOfWork } from '@voc/sql';
import type { WorkerConfig } from '../config/worker-config';
import { PROJECTION_STORES, type ProjectionStores } from '../projections/tickets/projection-stores';
import { retrainCategoryModel, type TrainingOutcome } from './train-category-model';
import { ScheduleAtStart } from '../queues/schedule-at-start';

export const VOICE_MODEL_SCHEDULER = 'voice-model';

type VoiceModelJob = JobPayloads['voiceModel']['train'];

/** Retrains the complaint-category model (VOICE_MODEL_EVERY_MS, and when a rebuild asks). */
@Processor(QUEUES.voiceModel)
export class VoiceModelProcessor extends WorkerHost {
  private readonly logger = new Logger(VoiceModelProcessor.name);

  constructor(
    private readonly uow: UnitOfWork,
    @Inject(PROJECTION_STORES) private readonly stores: ProjectionStores,
  ) {
    super();
  }

  async process(job: Job<VoiceModelJob>): Promise<TrainingOutcome> {
    const outcome = await retrainCategoryModel(this.stores.reporting.manager, this.uow);
    if (outcome.trained) this.logger.log({ ...outcome, reason: job.data.reason }, 'complaint-category model retrained');
    else this.logger.warn({ ...outcome, reason: job.data.reason }, 'complaint-category model not retrained');
    return outcome;
  }
}

/** The retraining's schedule in Redis (re-made at every start, as the other schedules). */
export async function upsertVoiceModelScheduler(queue: Queue<VoiceModelJob>, config: WorkerConfig): Promise<void> {
  await queue.upsertJobScheduler(VOICE_MODEL_SCHEDULER, { every: config.voiceModelEveryMs }, { name: 'train', data: { reason: 'schedule' }, opts: { removeOnComplete: 10, removeOnFail: 100, attempts: 2 } });
}

export const VoiceModelScheduler = ScheduleAtStart(QUEUES.voiceModel, upsertVoiceModelScheduler);

import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { DelayedError, type Job } from 'bullmq';
import { QUEUES, type JobPayloads } from '@voc/queues';
import { NotificationOutbox } from '@voc/notifications';
import { NOTIFICATION_CONFIG, NOTIFICATION_TRANSPORTS } from './notification-tokens';
import type { NotificationConfig } from './notification-config';
import { BatchedOutbox } from './batched-outbox';
import { sendNotification } from './send-notification';
import type { NotificationTransports } from './transports/notification-transport';

const CONCURRENCY = Number(process.env.NOTIFY_CONCURRENCY) > 0 ? Number(process.env.NOTIFY_CONCURRENCY) : 20;

/**
 * Sends one notification a job (sendNotification). A transport that is down puts the job back,
 * delayed by the backoff, without using up its attempts: the message waits, it is never dropped.
 */
// A killed worker's job is taken up again after the lock expires (15 s), claimed again and sent
// under the same idempotency key.
@Processor(QUEUES.notifications, { concurrency: CONCURRENCY, lockDuration: 15_000, stalledInterval: 15_000 })
export class NotificationSendProcessor extends WorkerHost implements OnApplicationShutdown {
  private readonly logger = new Logger(NotificationSendProcessor.name);
  /** The claims and sent records of the jobs running at once go to PostgreSQL together. */
  private readonly outbox: BatchedOutbox;

  constructor(
    outbox: NotificationOutbox,
    @Inject(NOTIFICATION_TRANSPORTS) private readonly transports: NotificationTransports,
    @Inject(NOTIFICATION_CONFIG) private readonly config: NotificationConfig,
  ) {
    super();
    this.outbox = new BatchedOutbox(outbox);
  }

  async process(job: Job<JobPayloads['notifications']['send']>, token?: string): Promise<{ outcome: string }> {
    const outcome = await sendNotification(this.outbox, this.transports, job.data.notificationId, this.config.maxBackoffMs);
    if (outcome.kind === 'retry') {
      this.logger.warn({ notificationId: job.data.notificationId, reason: outcome.reason, delayMs: outcome.delayMs }, 'notification not sent yet; trying again later');
      await job.moveToDelayed(Date.now() + outcome.delayMs, token);
      throw new DelayedError();
    }
    if (outcome.kind === 'failed') this.logger.warn({ notificationId: job.data.notificationId, reason: outcome.reason }, 'notification refused for good');
    return { outcome: outcome.kind };
  }

  async onApplicationShutdown(): Promise<void> {
    for (const transport of Object.values(this.transports)) await transport?.close?.();
  }
}

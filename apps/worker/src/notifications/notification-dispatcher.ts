import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { jobIds, NOTIFICATION_JOB_OPTIONS, QUEUES, type JobPayloads } from '@voc/persistence';
import { NotificationOutbox } from '@voc/notifications';
import type { NotificationChannel } from '@voc/domain';
import { configuredChannels, type NotificationConfig } from './notification-config';
import { NOTIFICATION_CONFIG } from './notification-tokens';

export const DISPATCH_BATCH = 1000;

/** Queues requested notifications: one send job each (jobId from the notification's id). */
export async function dispatchOnce(outbox: NotificationOutbox, queue: Queue<JobPayloads['notifications']['send']>, channels: readonly NotificationChannel[], limit = DISPATCH_BATCH): Promise<number> {
  const ids = await outbox.takeToQueue(limit, channels);
  if (ids.length) await queue.addBulk(ids.map((id) => ({ name: 'send', data: { notificationId: id }, opts: { jobId: jobIds.notification(id), ...NOTIFICATION_JOB_OPTIONS } })));
  return ids.length;
}

/**
 * Every NOTIFY_DISPATCH_EVERY_MS, hands what the outbox has newly requested to BullMQ (several
 * batches while there are more). Rows are marked queued before the jobs are added: if Redis is
 * away at that moment the OwedWork keeper queues them again later, so nothing is lost. A worker
 * takes only the channels it has a transport for: one without SMTP leaves emails to one with it.
 */
@Injectable()
export class NotificationDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(NotificationDispatcher.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly outbox: NotificationOutbox,
    @InjectQueue(QUEUES.notifications) private readonly queue: Queue<JobPayloads['notifications']['send']>,
    @Inject(NOTIFICATION_CONFIG) private readonly config: NotificationConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), this.config.dispatchEveryMs);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  tick(): Promise<void> {
    if (!this.running) {
      this.running = (async () => {
        const channels = configuredChannels(this.config);
        while (!this.stopped && (await dispatchOnce(this.outbox, this.queue, channels)) === DISPATCH_BATCH);
      })()
        .catch((error: unknown) => this.logger.warn({ err: error }, 'could not queue requested notifications; the keeper queues them later'))
        .finally(() => {
          this.running = null;
        });
    }
    return this.running;
  }
}

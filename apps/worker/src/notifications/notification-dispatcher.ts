import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { jobIds, NOTIFICATION_JOB_OPTIONS, QUEUES, type JobPayloads } from '@voc/queues';
import { NotificationOutbox } from '@voc/notifications';
import { PolledService, PollingLoop } from '@voc/polling-loop';
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
export class NotificationDispatcher extends PolledService {
  protected readonly loop: PollingLoop;

  constructor(
    private readonly outbox: NotificationOutbox,
    @InjectQueue(QUEUES.notifications) private readonly queue: Queue<JobPayloads['notifications']['send']>,
    @Inject(NOTIFICATION_CONFIG) private readonly config: NotificationConfig,
  ) {
    super();
    this.loop = new PollingLoop({
      everyMs: config.dispatchEveryMs,
      turn: () => this.dispatch(),
      logger: new Logger(NotificationDispatcher.name),
      failureMessage: 'could not queue requested notifications; the keeper queues them later',
    });
  }

  /** Batches while a whole one was queued, until the loop stops. */
  private async dispatch(): Promise<void> {
    const channels = configuredChannels(this.config);
    while (!this.loop.stopped && (await dispatchOnce(this.outbox, this.queue, channels)) === DISPATCH_BATCH);
  }
}

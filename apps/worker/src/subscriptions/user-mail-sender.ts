import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '@voc/sql';
import { UserMailOutbox } from '@voc/notifications';
import { PolledService, PollingLoop } from '@voc/polling-loop';
import { configuredChannels, type NotificationConfig } from '../notifications/notification-config';
import { NOTIFICATION_CONFIG, NOTIFICATION_TRANSPORTS } from '../notifications/notification-tokens';
import type { NotificationTransports } from '../notifications/transports/notification-transport';
import { BRIEF_PDF_SOURCE, type BriefPdfSource } from './brief-pdf-source';
import { sendUserMail } from './send-user-mail';

const BATCH = 50;

/**
 * Sends the user mail outbox: every NOTIFY_DISPATCH_EVERY_MS it claims the rows due (batches of 50,
 * sent side by side) for the channels this worker has a transport for, until none are due. The
 * rows' own next_attempt_at carries the backoff, so nothing is kept in Redis: a worker that dies
 * mid-send leaves its rows 'sending', claimed again a minute later.
 */
@Injectable()
export class UserMailSender extends PolledService {
  private readonly logger = new Logger(UserMailSender.name);
  private readonly outbox: UserMailOutbox;
  protected readonly loop: PollingLoop;

  constructor(
    uow: UnitOfWork,
    @Inject(NOTIFICATION_TRANSPORTS) private readonly transports: NotificationTransports,
    @Inject(NOTIFICATION_CONFIG) private readonly config: NotificationConfig,
    @Inject(BRIEF_PDF_SOURCE) private readonly briefs: BriefPdfSource,
  ) {
    super();
    this.outbox = new UserMailOutbox(uow);
    this.loop = new PollingLoop({
      everyMs: Math.max(config.dispatchEveryMs, 100),
      turn: () => this.drain(),
      logger: this.logger,
      failureMessage: 'could not send user mails; trying again at the next tick',
    });
  }

  private async drain(): Promise<void> {
    const channels = configuredChannels(this.config);
    while (!this.loop.stopped) {
      const rows = await this.outbox.claimDue(BATCH, channels, new Date());
      if (rows.length === 0) return;
      const outcomes = await Promise.all(rows.map((row) => sendUserMail(this.outbox, this.transports, this.briefs, row, this.config.maxBackoffMs)));
      outcomes.forEach((outcome, i) => {
        if (outcome.kind !== 'sent') this.logger.warn({ userMailId: rows[i].id, kind: rows[i].kind, outcome: outcome.kind, reason: outcome.reason }, 'user mail not sent');
      });
      if (rows.length < BATCH) return;
    }
  }
}

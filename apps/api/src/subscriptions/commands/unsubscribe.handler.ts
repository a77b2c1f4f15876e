import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { verifyUnsubscribeToken } from '@voc/notifications';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { ReportSchedulesRepository } from '../repositories/report-schedules.repository';
import { SubscriptionsRepository } from '../repositories/subscriptions.repository';
import type { UnsubscribeOutcome } from '../services/unsubscribe-outcome';
import { UnsubscribeCommand } from './unsubscribe.command';

@CommandHandler(UnsubscribeCommand)
export class UnsubscribeHandler implements ICommandHandler<UnsubscribeCommand, UnsubscribeOutcome> {
  private readonly logger = new Logger(UnsubscribeHandler.name);

  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly reportSchedules: ReportSchedulesRepository,
    private readonly subscriptions: SubscriptionsRepository,
  ) {}

  async execute({ token }: UnsubscribeCommand): Promise<UnsubscribeOutcome> {
    const secret = this.config.subscriptionMail.unsubscribeSecret;
    if (!secret) return { ok: false, reason: 'disabled' };
    const claim = verifyUnsubscribeToken(secret, token);
    if (!claim) {
      this.logger.warn('unsubscribe link refused: not signed by us');
      return { ok: false, reason: 'invalid' };
    }
    // A user removed since the mail went: nothing to turn off, the link still answers done.
    if (claim.kind === 'scheduled_report') await this.reportSchedules.remove(claim.userId, claim.viewId ?? '');
    else await this.subscriptions.unsubscribe(claim.userId, claim.kind, new Date());
    this.logger.log({ userId: claim.userId, kind: claim.kind, savedViewId: claim.viewId }, 'unsubscribed through a mail link');
    return { ok: true, kind: claim.kind };
  }
}

import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@voc/persistence';
import { NotificationsModule } from '../notifications/notifications.module';
import { BRIEF_PDF_SOURCE, NO_BRIEF_PDF } from './brief-pdf-source';
import { SubscriptionsProcessor, SubscriptionsScheduler } from './subscriptions.processor';
import { UserMailSender } from './user-mail-sender';

/**
 * Subscriptions (issue 33): the weekly digest and monthly brief mails requested on their
 * schedules, and the user mail outbox sent through the notification transports. BRIEF_PDF_SOURCE
 * gives the brief's PDF (none until the brief renderer is provided in its place).
 */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.subscriptions }), NotificationsModule],
  providers: [{ provide: BRIEF_PDF_SOURCE, useValue: NO_BRIEF_PDF }, SubscriptionsProcessor, SubscriptionsScheduler, UserMailSender],
})
export class SubscriptionsModule {}

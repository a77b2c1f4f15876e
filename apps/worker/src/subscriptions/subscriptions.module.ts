import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@voc/queues';
import { NotificationsModule } from '../notifications/notifications.module';
import { UnitOfWork } from '@voc/sql';
import { BRIEF_PDF_SOURCE, storedBriefPdfs } from './brief-pdf-source';
import { SubscriptionsProcessor, SubscriptionsScheduler } from './subscriptions.processor';
import { UserMailSender } from './user-mail-sender';

/**
 * Subscriptions (issue 33): the weekly digest and monthly brief mails requested on their
 * schedules, and the user mail outbox sent through the notification transports. BRIEF_PDF_SOURCE
 * gives the brief's PDF: the copy the api stored when it wrote the month's briefs.
 */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.subscriptions }), NotificationsModule],
  providers: [{ provide: BRIEF_PDF_SOURCE, inject: [UnitOfWork], useFactory: (uow: UnitOfWork) => storedBriefPdfs(uow.runner) }, SubscriptionsProcessor, SubscriptionsScheduler, UserMailSender],
})
export class SubscriptionsModule {}

import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RemoveReportScheduleHandler } from './commands/remove-report-schedule.handler';
import { SaveMySubscriptionsHandler } from './commands/save-my-subscriptions.handler';
import { SaveReportScheduleHandler } from './commands/save-report-schedule.handler';
import { UnsubscribeHandler } from './commands/unsubscribe.handler';
import { MyReportSchedulesHandler } from './queries/my-report-schedules.handler';
import { MySubscriptionsHandler } from './queries/my-subscriptions.handler';
import { ScheduledReportFiles } from './services/scheduled-report-file';
import { ScheduledReportFileRetention } from './services/scheduled-report-file-retention';
import { ScheduledReportRun } from './services/scheduled-report-run';
import { ScheduledReportWatch } from './services/scheduled-report-watch';
import { UnsubscribeLinkHandler } from './queries/unsubscribe-link.handler';
import { SubscriptionsController } from './subscriptions.controller';
import { mainRepositories, repositoryFactories } from '../common/persistence/repository-providers';
import { ReportSchedulesRepository } from './repositories/report-schedules.repository';
import { SubscriptionsRepository } from './repositories/subscriptions.repository';

/**
 * Subscriptions (issue 33): users' own choices, their saved report views' schedules (the api writes
 * each owed spreadsheet, ScheduledReportWatch) and the unsubscribe links; the worker sends the mails.
 */
@Module({
  imports: [CqrsModule],
  controllers: [SubscriptionsController],
  providers: [
    ...mainRepositories(ReportSchedulesRepository, SubscriptionsRepository),
    ...repositoryFactories(ReportSchedulesRepository),
    MySubscriptionsHandler,
    SaveMySubscriptionsHandler,
    UnsubscribeLinkHandler,
    UnsubscribeHandler,
    MyReportSchedulesHandler,
    SaveReportScheduleHandler,
    RemoveReportScheduleHandler,
    ScheduledReportFiles,
    ScheduledReportFileRetention,
    ScheduledReportRun,
    ScheduledReportWatch,
  ],
})
export class SubscriptionsModule {}

import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RecordSmsReceiptHandler } from './commands/record-sms-receipt.handler';
import { SmsReceiptTokenGuard } from './guards/sms-receipt-token.guard';
import { NotificationsController } from './notifications.controller';
import { NotifyReportHandler } from './queries/notify-report.handler';
import { NotifyReportsController } from './notify-reports.controller';
import { mainRepository, reportingRepository } from '../common/persistence/repository-providers';
import { ReportKernelModule } from '../reports/kernel/report-kernel.module';
import { NotificationStatusRepository } from './repositories/notification-status.repository';
import { SubscriptionMailStatusRepository } from './repositories/subscription-mail-status.repository';

@Module({
  imports: [CqrsModule, ReportKernelModule],
  controllers: [NotificationsController, NotifyReportsController],
  providers: [reportingRepository(NotificationStatusRepository), mainRepository(SubscriptionMailStatusRepository), RecordSmsReceiptHandler, SmsReceiptTokenGuard, NotifyReportHandler],
})
export class NotificationsModule {}

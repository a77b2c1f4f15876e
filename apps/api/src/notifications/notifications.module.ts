import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RecordSmsReceiptHandler } from './commands/record-sms-receipt.handler';
import { SmsReceiptTokenGuard } from './guards/sms-receipt-token.guard';
import { NotificationsController } from './notifications.controller';
import { NotifyReportHandler } from './queries/notify-report.handler';
import { NotifyReportsController } from './notify-reports.controller';

@Module({
  imports: [CqrsModule],
  controllers: [NotificationsController, NotifyReportsController],
  providers: [RecordSmsReceiptHandler, SmsReceiptTokenGuard, NotifyReportHandler],
})
export class NotificationsModule {}

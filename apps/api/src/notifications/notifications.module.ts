import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RecordSmsReceiptHandler } from './commands/record-sms-receipt.handler';
import { SmsReceiptTokenGuard } from './guards/sms-receipt-token.guard';
import { NotificationsController } from './notifications.controller';

@Module({
  imports: [CqrsModule],
  controllers: [NotificationsController],
  providers: [RecordSmsReceiptHandler, SmsReceiptTokenGuard],
})
export class NotificationsModule {}

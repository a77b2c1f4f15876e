import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SmsReceiptDto, type ResultBody, type SuccessEnvelope } from '@voc/contracts';
import { Public } from '../auth/decorators/public.decorator';
import { RecordSmsReceiptCommand } from './commands/record-sms-receipt.command';
import { SmsReceiptTokenGuard } from './guards/sms-receipt-token.guard';

/** The SMS gateway's delivery receipts (libs/contracts sms-gateway.contract.ts): no user token, the gateway's own. */
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @UseGuards(SmsReceiptTokenGuard)
  @Post('sms/receipts')
  @HttpCode(200)
  async smsReceipt(@Body() receipt: SmsReceiptDto): Promise<SuccessEnvelope<ResultBody<{ recorded: boolean }>>> {
    return { success: { result: await this.commands.execute(new RecordSmsReceiptCommand(receipt)) } };
  }
}

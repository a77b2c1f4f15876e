import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SmsReceiptDto, type ResultBody, type SuccessEnvelope } from '@voc/contracts';
import { Public } from '../common/access/public.decorator';
import { RecordSmsReceiptCommand } from './commands/record-sms-receipt.command';
import { SmsReceiptTokenGuard } from './guards/sms-receipt-token.guard';
import { ApiTags } from '@nestjs/swagger';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { resultOf } from '../common/openapi/success-answers';

/** The SMS gateway's delivery receipts (libs/contracts sms-gateway.contract.ts): no user token, the gateway's own. */
@ApiTags('Notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly commands: CommandBus) {}

  @ApiDoc({ summary: "Record the SMS gateway's delivery receipt", description: "For the SMS gateway only: `Authorization: Bearer {SMS_RECEIPT_TOKEN}`, not a user's token.", answer: resultOf('SmsReceiptRecorded'), errors: { 409: 'NotSentYet: the receipt came before the send was recorded; the gateway retries.' } })
  @Public()
  @UseGuards(SmsReceiptTokenGuard)
  @Post('sms/receipts')
  @HttpCode(200)
  async smsReceipt(@Body() receipt: SmsReceiptDto): Promise<SuccessEnvelope<ResultBody<{ recorded: boolean }>>> {
    return { success: { result: await this.commands.execute(new RecordSmsReceiptCommand(receipt)) } };
  }
}

import { Command } from '@nestjs/cqrs';
import type { SmsReceiptDto } from '@voc/contracts';

/** Record one delivery receipt of the SMS gateway. */
export class RecordSmsReceiptCommand extends Command<{ recorded: boolean }> {
  constructor(readonly receipt: SmsReceiptDto) {
    super();
  }
}

import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NOTIFICATION_ERRORS } from '@voc/contracts';
import { UnitOfWork } from '@voc/sql';
import { NotificationOutbox } from '@voc/notifications';
import { ApiError } from '../../common/errors/api-error';
import { RecordSmsReceiptCommand } from './record-sms-receipt.command';

/**
 * A receipt moves a sent SMS to delivered or failed, with its event (NotificationOutbox.recordReceipt).
 * A repeated receipt answers 200 and records nothing; a message never sent 404; one whose send is
 * not recorded yet 409, so the gateway posts it again later.
 */
@CommandHandler(RecordSmsReceiptCommand)
export class RecordSmsReceiptHandler implements ICommandHandler<RecordSmsReceiptCommand, { recorded: boolean }> {
  private readonly outbox: NotificationOutbox;

  constructor(uow: UnitOfWork) {
    this.outbox = new NotificationOutbox(uow);
  }

  async execute({ receipt }: RecordSmsReceiptCommand): Promise<{ recorded: boolean }> {
    const answer = await this.outbox.recordReceipt({ messageId: receipt.message_id, clientReference: receipt.client_reference, status: receipt.status, reason: receipt.reason, at: new Date() });
    if (answer === 'unknown') throw new ApiError(HttpStatus.NOT_FOUND, 'NotFound', NOTIFICATION_ERRORS.unknownMessage);
    if (answer === 'not_sent') throw new ApiError(HttpStatus.CONFLICT, 'NotSentYet', NOTIFICATION_ERRORS.notSentYet);
    return { recorded: answer === 'recorded' };
  }
}

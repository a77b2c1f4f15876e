import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { DELETION_REASON_MAX } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';

/**
 * DELETE /api/tickets/{_id}: why the ticket is deleted, required (libs/domain ticket-deletion.ts;
 * the command refuses a blank one too). Who may delete is checked before the body (403).
 */
export class DeleteTicketDto {
  // Checked bottom first: not text at all is invalid before it is long or empty.
  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @MaxLength(DELETION_REASON_MAX, { message: FIELD_ERRORS.max })
  @IsString({ message: FIELD_ERRORS.invalid })
  reason!: string;
}

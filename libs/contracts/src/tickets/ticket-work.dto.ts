import { IsOptional, IsUUID, Matches } from 'class-validator';
import { FIELD_ERRORS } from '../messages/message-keys';
import { RequiredText, TrimToNull } from '../shared/text-fields';

/** The longest note a ticket takes. */
export const NOTE_MAX_LENGTH = 2000;

/** POST /api/tickets/{id}/notes (JSON, or multipart with one file): a note without a status change. */
export class AddTicketNoteDto {
  @RequiredText(NOTE_MAX_LENGTH)
  text!: string;
}

/** PUT /api/tickets/{id}/owner: the person who works the ticket now; null clears it. */
export class AssignTicketOwnerDto {
  @TrimToNull()
  @IsOptional()
  @IsUUID('all', { message: FIELD_ERRORS.invalid })
  owner_id!: string | null;
}

/** GET /api/tickets/{id}/activity: what was written to the ticket's log after `after` (a position). */
export class TicketActivityQueryDto {
  @IsOptional()
  @Matches(/^\d{1,18}$/, { message: FIELD_ERRORS.numeric })
  after?: string;
}

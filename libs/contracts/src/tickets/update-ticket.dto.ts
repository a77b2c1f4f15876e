import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { TICKET_STATUSES, type TicketStatus } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { TicketFieldsDto } from './ticket-fields.dto';
import { EmptyToUndefined } from './transforms';

/** PUT /api/tickets/{_id} (multipart): the edit form; complaint_solution is required here. */
export class UpdateTicketDto extends TicketFieldsDto {
  @IsOptional()
  @EmptyToUndefined()
  @IsString({ message: FIELD_ERRORS.invalid })
  @MaxLength(5000, { message: FIELD_ERRORS.max })
  complaint_description?: string;

  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsString({ message: FIELD_ERRORS.invalid })
  @MaxLength(5000, { message: FIELD_ERRORS.max })
  complaint_solution!: string;

  /** A new status chosen on the form; the status machine decides whether it may be set. */
  @IsOptional()
  @EmptyToUndefined()
  @IsIn(TICKET_STATUSES, { message: FIELD_ERRORS.invalid })
  status?: TicketStatus;
}

import { IsBoolean, IsDateString, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { TICKET_SOURCES, TICKET_TYPES, type TicketSource, type TicketType } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { TicketFieldsDto } from './ticket-fields.dto';
import { EmptyToUndefined, ToBoolean } from './transforms';

/** POST /api/tickets (multipart with imageFiles[] and pdfFiles[]). */
export class CreateTicketDto extends TicketFieldsDto {
  @IsIn(TICKET_TYPES, { message: FIELD_ERRORS.required })
  type!: TicketType;

  @IsIn(TICKET_SOURCES, { message: FIELD_ERRORS.required })
  source!: TicketSource;

  /** The dealer branch the complaint is about (its id). */
  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsUUID('4', { message: FIELD_ERRORS.invalid })
  dealer!: string;

  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsString({ message: FIELD_ERRORS.invalid })
  @MaxLength(5000, { message: FIELD_ERRORS.max })
  complaint_description!: string;

  @IsOptional()
  @EmptyToUndefined()
  @IsString({ message: FIELD_ERRORS.invalid })
  @MaxLength(5000, { message: FIELD_ERRORS.max })
  complaint_solution?: string;

  /** When the complaint reached the car maker; defaults to now. */
  @IsOptional()
  @EmptyToUndefined()
  @IsDateString({ strict: true }, { message: FIELD_ERRORS.date })
  created_oa_date?: string;

  /** The agent saw the same-tel warning and creates the ticket anyway. */
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: FIELD_ERRORS.invalid })
  confirm_duplicate?: boolean;
}

import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { TICKET_TYPES, type TicketType } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';

/**
 * GET /api/tickets/same-tel: the call-centre form's early warning (SPEC.md §5), asked as soon as
 * the tel is typed; the create command still checks it on save.
 */
export class SameTelQueryDto {
  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsString({ message: FIELD_ERRORS.invalid })
  @MaxLength(40, { message: FIELD_ERRORS.max })
  tel!: string;

  @IsIn(TICKET_TYPES, { message: FIELD_ERRORS.required })
  type!: TicketType;
}

// class-transformer's @Type reads design-time metadata as this module loads: the polyfill first.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsArray, IsIn, IsOptional, IsString, MaxLength, ValidateIf, IsNotEmpty, ValidateNested } from 'class-validator';
import { TICKET_STATUSES, type TicketStatus } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { TicketLogDto } from './ticket-log.dto';

/**
 * PATCH /api/tickets/{_id}: {status, logs, cancel_description} changes the status (D = cancel,
 * which needs a reason), or {logs} alone rewrites the history log.
 */
export class PatchTicketDto {
  @IsOptional()
  @IsIn(TICKET_STATUSES, { message: FIELD_ERRORS.invalid })
  status?: TicketStatus;

  @ValidateIf((dto: PatchTicketDto) => dto.status === 'D')
  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsString({ message: FIELD_ERRORS.invalid })
  @MaxLength(2000, { message: FIELD_ERRORS.max })
  cancel_description?: string;

  @IsOptional()
  @IsArray({ message: FIELD_ERRORS.invalid })
  @ValidateNested({ each: true })
  @Type(() => TicketLogDto)
  logs?: TicketLogDto[];
}

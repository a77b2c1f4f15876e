// class-transformer's @Type reads design-time metadata as this module loads: the polyfill first.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsArray, IsDateString, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { TICKET_STATUSES, type TicketStatus } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';

/** One line of a ticket's history log (SPEC.md §3 logs). */
export class TicketLogDto {
  @IsDateString({ strict: true }, { message: FIELD_ERRORS.date })
  updated_date!: string;

  @IsString({ message: FIELD_ERRORS.invalid })
  @MaxLength(200, { message: FIELD_ERRORS.max })
  updated_by!: string;

  @IsIn(TICKET_STATUSES, { message: FIELD_ERRORS.invalid })
  status!: TicketStatus;

  @IsOptional()
  @IsString({ message: FIELD_ERRORS.invalid })
  @MaxLength(2000, { message: FIELD_ERRORS.max })
  note?: string;
}

export class TicketLogsDto {
  @IsArray({ message: FIELD_ERRORS.invalid })
  @ValidateNested({ each: true })
  @Type(() => TicketLogDto)
  logs!: TicketLogDto[];
}

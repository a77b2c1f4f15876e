import { PageNumber } from '../shared/paging';
import { IsDateString, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { STATUS_FILTERS, TICKET_SOURCES, TICKET_TYPES, type StatusFilter, type TicketSource, type TicketType } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { EmptyToUndefined, ToNumber } from './transforms';

export const TICKET_SORT_FIELDS = ['created_oa_date', 'case_no', 'status', 'updated_date', 'name'] as const;
export type TicketSortField = (typeof TICKET_SORT_FIELDS)[number];

/** GET /api/tickets: filters of SPEC.md §3, paged; by default newest created_oa_date first. */
export class ListTicketsQueryDto {
  @PageNumber()
  page?: number;

  @IsOptional() @ToNumber() @IsInt({ message: FIELD_ERRORS.numeric }) @Min(1, { message: FIELD_ERRORS.min }) @Max(200, { message: FIELD_ERRORS.max })
  limit?: number;

  @IsOptional() @EmptyToUndefined() @IsIn(TICKET_TYPES, { message: FIELD_ERRORS.invalid })
  type?: TicketType;

  @IsOptional() @EmptyToUndefined() @IsIn(TICKET_SOURCES, { message: FIELD_ERRORS.invalid })
  source?: TicketSource;

  @IsOptional() @EmptyToUndefined() @IsIn(STATUS_FILTERS, { message: FIELD_ERRORS.invalid })
  status?: StatusFilter;

  @IsOptional() @EmptyToUndefined() @IsDateString({ strict: true }, { message: FIELD_ERRORS.date })
  from_created_date?: string;

  @IsOptional() @EmptyToUndefined() @IsDateString({ strict: true }, { message: FIELD_ERRORS.date })
  to_created_date?: string;

  @IsOptional() @EmptyToUndefined() @IsUUID('4', { message: FIELD_ERRORS.invalid })
  dealer_id?: string;

  /** Case number, customer name or tel. */
  @IsOptional() @EmptyToUndefined() @IsString() @MaxLength(100, { message: FIELD_ERRORS.max })
  q?: string;

  @IsOptional() @EmptyToUndefined() @IsIn(TICKET_SORT_FIELDS, { message: FIELD_ERRORS.invalid })
  sort?: TicketSortField;

  @IsOptional() @EmptyToUndefined() @IsIn(['asc', 'desc'], { message: FIELD_ERRORS.invalid })
  order?: 'asc' | 'desc';
}

import { PageNumber } from '../shared/paging';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { LIST_SOURCE_FILTERS, STATUS_FILTERS, TICKET_TYPES, type ListSourceFilter, type StatusFilter, type TicketType } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { ToNumber } from './transforms';
import { FilterChoice, FilterDate, FilterId, FilterOwner, FilterText } from '../shared/filter-fields';

export const TICKET_SORT_FIELDS = ['created_oa_date', 'case_no', 'status', 'updated_date', 'name'] as const;
export type TicketSortField = (typeof TICKET_SORT_FIELDS)[number];

/** GET /api/tickets: filters of SPEC.md §3, paged; by default newest created_oa_date first. */
export class ListTicketsQueryDto {
  @PageNumber()
  page?: number;

  @IsOptional() @ToNumber() @IsInt({ message: FIELD_ERRORS.numeric }) @Min(1, { message: FIELD_ERRORS.min }) @Max(200, { message: FIELD_ERRORS.max })
  limit?: number;

  @FilterChoice(TICKET_TYPES)
  type?: TicketType;

  /** One source, or hot_alert: hotsheet and hotsheet import together (the hot-alert list). */
  @FilterChoice(LIST_SOURCE_FILTERS)
  source?: ListSourceFilter;

  @FilterChoice(STATUS_FILTERS)
  status?: StatusFilter;

  @FilterDate()
  from_created_date?: string;

  @FilterDate()
  to_created_date?: string;

  @FilterId()
  dealer_id?: string;

  /** Case number, customer name or tel. */
  @FilterText(100)
  q?: string;

  @FilterChoice(TICKET_SORT_FIELDS)
  sort?: TicketSortField;

  @FilterChoice(['asc', 'desc'])
  order?: 'asc' | 'desc';

  /** Whose tickets (issue 32): `me`, `none` (nobody's yet) or an owner's user id. */
  @FilterOwner()
  owner?: string;
}

import { IsDefined, IsInt, Max, Min } from 'class-validator';
import { LOCALES, TICKET_SOURCES, TICKET_TYPES, type Locale, type TicketSource, type TicketType } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { ListTicketsQueryDto } from '../tickets/list-tickets.query.dto';
import { ToNumber } from '../tickets/transforms';
import { FilterChoice, FilterId } from '../shared/filter-fields';

/**
 * GET /api/tickets/report/excel: the ticket list's filters (same scope, same rows, same order),
 * every matching row rather than one page (page and limit are ignored), headers in `lang`.
 */
export class TicketExportQueryDto extends ListTicketsQueryDto {
  @FilterChoice(LOCALES)
  lang?: Locale;
}

/**
 * GET /api/tickets/report/excel/caseclosed (and /v1): tickets completed (status B) in the month,
 * Thai time. month and year are required (SPEC.md §5 report filters).
 */
export class CaseClosedExportQueryDto {
  @IsDefined({ message: FIELD_ERRORS.required }) @ToNumber() @IsInt({ message: FIELD_ERRORS.numeric }) @Min(1, { message: FIELD_ERRORS.between }) @Max(12, { message: FIELD_ERRORS.between })
  month!: number;

  @IsDefined({ message: FIELD_ERRORS.required }) @ToNumber() @IsInt({ message: FIELD_ERRORS.numeric }) @Min(2018, { message: FIELD_ERRORS.min }) @Max(2100, { message: FIELD_ERRORS.max })
  year!: number;

  @FilterChoice(TICKET_TYPES)
  type?: TicketType;

  @FilterChoice(TICKET_SOURCES)
  source?: TicketSource;

  @FilterId()
  dealer_id?: string;

  @FilterChoice(LOCALES)
  lang?: Locale;
}

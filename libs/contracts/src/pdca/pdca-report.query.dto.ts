import { IsDefined, IsIn } from 'class-validator';
import { DEALER_REGIONS, LOCALES, PDCA_STATES, TICKET_TYPES, type DealerRegion, type Locale, type PdcaState, type TicketType } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { FilterChoice, FilterDate, FilterId, FilterText } from '../shared/filter-fields';

/** The PDCA filter's type (SPEC.md §3): "sales" is the showroom. */
export const PDCA_REPORT_TYPES = ['sales', 'service'] as const;
export type PdcaReportType = (typeof PDCA_REPORT_TYPES)[number];

export function ticketTypeOfPdcaReport(type: PdcaReportType): TicketType {
  return type === 'service' ? 'service' : 'showroom';
}

/**
 * GET /api/tickets/report/pdca and GET /api/tickets/report/excel/pdca (SPEC.md §3: type, from and
 * to created date). A row is a dealer branch and a month; its created date is the first day of the
 * month after it, the day its figures were final and the plan became owed. Without dates: the last
 * six months that are over.
 */
export class PdcaReportQueryDto {
  @IsDefined({ message: FIELD_ERRORS.required }) @IsIn(PDCA_REPORT_TYPES, { message: FIELD_ERRORS.invalid })
  type!: PdcaReportType;

  @FilterDate()
  from_created_date?: string;

  @FilterDate()
  to_created_date?: string;

  @FilterChoice(DEALER_REGIONS)
  region?: DealerRegion;

  @FilterText(10)
  area_code?: string;

  @FilterId()
  dealer_id?: string;

  @FilterChoice(PDCA_STATES)
  state?: PdcaState;

  /** The spreadsheet's language (the download). */
  @FilterChoice(LOCALES)
  lang?: Locale;
}

/** GET /api/pdca/work: the plans the user writes or reviews, optionally of one type. */
export class PdcaWorkQueryDto {
  @FilterChoice(TICKET_TYPES)
  type?: TicketType;
}

import { IsDefined, IsInt, IsOptional, Max, Min } from 'class-validator';
import { DEALER_REGIONS, FIRST_REPORT_YEAR, TICKET_SOURCES, TICKET_TYPES, type DealerRegion, type TicketSource, type TicketType } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { ToNumber } from '../tickets/transforms';
import { FilterChoice, FilterId, FilterText } from '../shared/filter-fields';
import { PageNumber } from '../shared/paging';
import type { HeldTimeMeasure, KpiMeasure } from './kpi-report.query.dto';

/**
 * GET /api/reports/case-closed: tickets completed (B) in the month, Thai time, in the user's
 * scope, as the case-closed download (/api/tickets/report/excel/caseclosed) counts them; month
 * and year required (SPEC.md §5).
 */
export class CaseClosedReportQueryDto {
  @IsDefined({ message: FIELD_ERRORS.required }) @ToNumber() @IsInt({ message: FIELD_ERRORS.required }) @Min(FIRST_REPORT_YEAR, { message: FIELD_ERRORS.min }) @Max(2100, { message: FIELD_ERRORS.max })
  year!: number;

  @IsDefined({ message: FIELD_ERRORS.required }) @ToNumber() @IsInt({ message: FIELD_ERRORS.required }) @Min(1, { message: FIELD_ERRORS.min }) @Max(12, { message: FIELD_ERRORS.max })
  month!: number;

  @FilterChoice(TICKET_TYPES)
  type?: TicketType;

  @FilterChoice(TICKET_SOURCES)
  source?: TicketSource;

  @FilterChoice(DEALER_REGIONS)
  region?: DealerRegion;

  @FilterText(10)
  area_code?: string;

  @FilterId()
  dealer_id?: string;

  @PageNumber()
  page?: number;

  @IsOptional() @ToNumber() @IsInt({ message: FIELD_ERRORS.numeric }) @Min(1, { message: FIELD_ERRORS.min }) @Max(200, { message: FIELD_ERRORS.max })
  limit?: number;
}

/** One completed ticket: how long it took and who held the time. */
export interface CaseClosedRow {
  ticket_id: string;
  case_no: string | null;
  type: TicketType;
  source: TicketSource;
  dealer_id: string;
  dealer_label: string;
  dealer_label_en: string;
  received_at: string;
  closed_at: string;
  days_to_close: number | null;
  kpi4a: boolean | null;
  /** Days from receipt to the proposal sent for approval (the dealer's). */
  to_proposal_days: number | null;
  /** Days waiting for approval (head office's). */
  approval_wait_days: number | null;
}

export interface CaseClosedReportAnswer {
  result: CaseClosedRow[];
  /** Tickets completed in the month (every page). */
  total: number;
  summary: { avg_days_to_close: number | null; kpi4a: KpiMeasure; held: HeldTimeMeasure };
  month: { from: string; to: string };
  data_as_of: string | null;
}

import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { FIGURE_TICKET_SORTS, TICKET_FIGURES, type FigureTicketSort, type LiveState, type TicketFigure, type TicketSource, type TicketStatus, type TicketType } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { PageNumber } from '../shared/paging';
import { FilterChoice } from '../shared/filter-fields';
import { ToNumber } from '../tickets/transforms';
import { KpiReportQueryDto } from './kpi-report.query.dto';


/**
 * GET /api/reports/figure-tickets: the tickets behind one figure of the KPI dashboard, under the
 * same filters as the figure (so the total is the figure), one page at a time.
 */
export class FigureTicketsQueryDto extends KpiReportQueryDto {
  @IsIn(TICKET_FIGURES, { message: FIELD_ERRORS.invalid })
  figure!: TicketFigure;

  @FilterChoice(FIGURE_TICKET_SORTS)
  sort?: FigureTicketSort;

  @FilterChoice(['asc', 'desc'])
  order?: 'asc' | 'desc';

  @PageNumber()
  page?: number;

  @IsOptional() @ToNumber() @IsInt({ message: FIELD_ERRORS.numeric }) @Min(1, { message: FIELD_ERRORS.min }) @Max(200, { message: FIELD_ERRORS.max })
  limit?: number;
}

/** One ticket behind a figure: who, where, and its next deadline. */
export interface FigureTicketRow {
  ticket_id: string;
  case_no: string | null;
  type: TicketType;
  source: TicketSource;
  status: TicketStatus;
  dealer_id: string;
  dealer_label: string;
  dealer_label_en: string;
  received_at: string;
  /** The next deadline the ticket faces (null: none left). */
  next_due_at: string | null;
  live_state: LiveState;
  /** For a KPI figure: whether the ticket met it (the figure's rate is met of these); else null. */
  met: boolean | null;
}

export interface FigureTicketsAnswer {
  result: FigureTicketRow[];
  /** Every ticket behind the figure (every page): the figure's own count. */
  total: number;
  data_as_of: string | null;
}

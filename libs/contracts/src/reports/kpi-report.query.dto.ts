import type { ReportFreeze } from './report-freeze';
import { IsDefined, IsInt, IsOptional, IsUUID, Max, Min, Validate, ValidatorConstraint, type ValidationArguments, type ValidatorConstraintInterface } from 'class-validator';
import { DEALER_REGIONS, FIRST_REPORT_YEAR, REPORT_MODES, REPORT_PERIODS, sourceFitsMode, TICKET_SOURCES, TICKET_TYPES, type DealerRegion, type ReportMode, type ReportPeriod, type TicketSource, type TicketType } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { EmptyToUndefined, ToNumber } from '../tickets/transforms';
import { FilterChoice, FilterId, FilterText } from '../shared/filter-fields';
import { REPORT_GROUPINGS, type ReportGrouping } from './report-groupings';


/** A source filter must be one of the mode's sources (a Q-VOC report has only survey tickets). */
@ValidatorConstraint({ name: 'sourceInMode' })
class SourceInMode implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    const mode = (args.object as { mode?: ReportMode }).mode;
    return typeof value === 'string' && (TICKET_SOURCES as readonly string[]).includes(value) && sourceFitsMode(value as TicketSource, mode);
  }
}

/** Filters shared by the KPI reports (SPEC.md §2, §5): month and year are required. */
class KpiFiltersDto {
  @FilterChoice(REPORT_PERIODS)
  period?: ReportPeriod;

  // IsDefined first: a missing value reads as required (the pipe prefers it), not as out of range.
  @IsDefined({ message: FIELD_ERRORS.required }) @ToNumber() @IsInt({ message: FIELD_ERRORS.required }) @Min(FIRST_REPORT_YEAR, { message: FIELD_ERRORS.min }) @Max(2100, { message: FIELD_ERRORS.max })
  year!: number;

  @IsDefined({ message: FIELD_ERRORS.required }) @ToNumber() @IsInt({ message: FIELD_ERRORS.required }) @Min(1, { message: FIELD_ERRORS.min }) @Max(12, { message: FIELD_ERRORS.max })
  month!: number;

  @FilterChoice(TICKET_TYPES)
  type?: TicketType;

  @FilterChoice(REPORT_MODES)
  mode?: ReportMode;

  /** One source inside the mode; left out, every source of the mode. */
  @IsOptional() @EmptyToUndefined() @Validate(SourceInMode, { message: FIELD_ERRORS.invalid })
  source?: TicketSource;

  @FilterChoice(DEALER_REGIONS)
  region?: DealerRegion;

  @FilterText(10)
  area_code?: string;

  @FilterChoice(REPORT_GROUPINGS)
  group_by?: ReportGrouping;
}

export class KpiReportQueryDto extends KpiFiltersDto {
  @FilterId()
  dealer_id?: string;
}

/** The dealer KPI variant: the dealer is required (SPEC.md §5). */
export class DealerKpiReportQueryDto extends KpiFiltersDto {
  @IsUUID('4', { message: FIELD_ERRORS.required })
  dealer_id!: string;
}

/** One KPI with how many tickets met it of those decided. */
export interface KpiMeasure {
  met: number;
  decided: number;
  /** met / decided in percent, one decimal; null when nothing is decided. */
  rate: number | null;
}

export interface KpiReportRow {
  key: string;
  label: string;
  /** The label in English (dealer names; the same as label for regions, areas and months). */
  label_en: string;
  tickets: number;
  open: number;
  closed: number;
  cancelled: number;
  kpi2a: KpiMeasure;
  kpi2: KpiMeasure;
  kpi3: KpiMeasure;
  kpi4a: KpiMeasure;
  /**
   * The dealer's own KPI4a (issue 31): closed within 5 days counting only the time the dealer held
   * the ticket (every wait for head office's approval left out; libs/domain dealer-closing).
   */
  kpi4a_dealer: KpiMeasure;
  /**
   * Average days to close (KPI4): each ticket from receipt to completion, or to its month's close
   * when still open then (libs/domain days-to-close), over the tickets counted.
   */
  kpi4_avg_days: number | null;
  kpi5a: KpiMeasure;
  kpi5b: KpiMeasure;
  kpi5c: KpiMeasure;
  /** Who held the time of KPI4a/KPI4 (libs/domain held-time). */
  held: HeldTimeMeasure;
}

/**
 * Who held the time, over the completed tickets that went through approval (T): the dealer until
 * the proposal was sent for approval, head office while it waited for approval.
 */
export interface HeldTimeMeasure {
  /** Completed tickets that went through T (the averages' denominator). */
  tickets: number;
  /** Average days from receipt to the first proposal sent for approval; null with no such ticket. */
  to_proposal_avg_days: number | null;
  /** Average days waiting for approval (all stays in T); null with no such ticket. */
  approval_wait_avg_days: number | null;
}

export interface KpiReportAnswer {
  /** The rows; a final (frozen) month's figures as they stood at its close. */
  result: KpiReportRow[];
  total: KpiReportRow;
  period: { from: string; to: string };
  /** The projections' freshness: reports are as of this moment. */
  data_as_of: string | null;
  /** Frozen months of the period, with the total as it stands now (late changes included) beside the final one. */
  freeze: (ReportFreeze & { total_now: KpiReportRow }) | null;
}

export interface ProjectionFreshness {
  caught_up: boolean;
  lag_seconds: number;
  data_as_of: string | null;
  pending_events: number;
  /**
   * The last log position the projections have taken in: it moves exactly when the reports'
   * numbers may have changed (data_as_of is "now" whenever they are caught up), so an open
   * dashboard asks its reports again when this moves. null before anything was projected.
   */
  checkpoint: string | null;
}

export interface StatusTrendPoint {
  day: string;
  status: string;
  entered: number;
  standing: number;
}

export interface OpenTicketsSummary {
  open: number;
  on_time: number;
  due_soon: number;
  breached: number;
  ageing: Array<{ bucket: string; count: number }>;
}

import type { ReportFreeze } from './report-freeze';
import { LOCALES, VOC_REPORT_FILE_PREFIXES, type Locale, type VocReportName } from '@voc/domain';
import { FilterChoice, FilterText } from '../shared/filter-fields';
import { DealerKpiReportQueryDto, KpiReportQueryDto } from './kpi-report.query.dto';

/** How a VOC report's rows are grouped: the network (region → area → dealer), dealer companies, car models, their segments (car-model master) or months. */
export const VOC_GROUPINGS = ['region', 'area', 'dealer', 'entity', 'car_model', 'segment', 'month'] as const;
export type VocGrouping = (typeof VOC_GROUPINGS)[number];

/** The category groups a VOC report may be narrowed to (SPEC.md §9). */
export const VOC_CATEGORY_GROUPS = ['A', 'F', 'P', 'O', 'S'] as const;
export type VocCategoryGroupName = (typeof VOC_CATEGORY_GROUPS)[number];

/**
 * GET /api/tickets/report/voc (and /report/car_model): the KPI reports' filters (month and year
 * required; period, type, mode, source, region, area, dealer) and how rows are grouped (`by`);
 * `category_group` narrows the category figures to one group.
 */
export class VocReportQueryDto extends KpiReportQueryDto {
  @FilterChoice(VOC_GROUPINGS)
  by?: VocGrouping;

  @FilterChoice(VOC_CATEGORY_GROUPS)
  category_group?: VocCategoryGroupName;

  /** Only tickets of this car model (as counted: '-' for tickets without one). */
  @FilterText(60)
  car_model?: string;
}

/** GET /api/tickets/report/dealer/voc: the Quick VOC variant with the dealer required (SPEC.md §5). */
export class DealerVocReportQueryDto extends DealerKpiReportQueryDto {
  @FilterChoice(VOC_GROUPINGS)
  by?: VocGrouping;

  @FilterChoice(VOC_CATEGORY_GROUPS)
  category_group?: VocCategoryGroupName;

  @FilterText(60)
  car_model?: string;
}

/** GET /api/tickets/report/excel/voc: one VOC report's figures as a spreadsheet, headers in `lang`. */
export class VocExportQueryDto extends VocReportQueryDto {
  @FilterChoice(Object.keys(VOC_REPORT_FILE_PREFIXES))
  report?: VocReportName;

  @FilterChoice(LOCALES)
  lang?: Locale;
}

/** A count now, in the previous period, and the change in percent (null when there was none before). */
export interface VocChange {
  now: number;
  previous: number;
  change: number | null;
}

export interface VocCategoryFigure extends VocChange {
  code: string;
  group: string;
  /** Share of all counted complaints of the period, percent with one decimal. */
  share: number | null;
  rank: number;
}

export interface VocReportRow {
  key: string;
  label: string;
  label_en: string;
  /** Counted tickets (cancelled and deleted left out) now, before, and the change. */
  tickets: VocChange;
  cancelled: number;
  /** Complaints (a ticket once in each of its counted categories). */
  complaints: number;
  /** Complaints per category group (A, F, P, O, S). */
  by_group: Record<string, number>;
  /** Complaints per category code. */
  by_code: Record<string, number>;
  /** The code with the most complaints (ties: the lower code). */
  top_code: string | null;
  /** 1 = most tickets in the period. */
  rank: number;
  /**
   * The call-centre report only: tickets per outcome (their status now; cancelled as D), which
   * sum to tickets now plus cancelled (libs/domain callcenter-outcomes).
   */
  by_status?: Record<string, number>;
}

export interface VocModeFigure {
  mode: string;
  tickets: number;
  complaints: number;
}

export interface VocReportAnswer {
  result: VocReportRow[];
  total: VocReportRow;
  /** Every counted code with complaints now or before, most complaints first. */
  categories: VocCategoryFigure[];
  /** Category groups, now and before. */
  groups: Array<VocChange & { group: string }>;
  /** The same filters in each report mode (overall, qvoc, callcenter). */
  modes: VocModeFigure[];
  period: { from: string; to: string };
  previous_period: { from: string; to: string };
  data_as_of: string | null;
  /** Frozen months of the period, with the counted and cancelled tickets as they stand now (late changes included). */
  freeze: (ReportFreeze & { tickets_now: number; cancelled_now: number }) | null;
}

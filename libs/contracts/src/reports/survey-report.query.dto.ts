import { IsDateString, IsDefined, IsIn, IsInt, Max, Min } from 'class-validator';
import { DEALER_REGIONS, FIRST_REPORT_YEAR, LOCALES, REPORT_PERIODS, type DealerRegion, type Locale, type ReportPeriod } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { ToNumber } from '../tickets/transforms';
import { SURVEY_TYPES, type SurveyType } from '../survey-service/survey-service.contract';
import { FilterChoice, FilterId, FilterText } from '../shared/filter-fields';
import { PageLimit, PageNumber } from '../shared/paging';

export const SURVEY_GROUPINGS = ['region', 'area', 'dealer'] as const;
export type SurveyGrouping = (typeof SURVEY_GROUPINGS)[number];

/** Where a survey report may be narrowed: a region, an area, one dealer (the user's scope still applies). */
class SurveyPlaceFiltersDto {
  @IsDefined({ message: FIELD_ERRORS.required }) @IsIn(SURVEY_TYPES, { message: FIELD_ERRORS.required })
  type!: SurveyType;

  @FilterChoice(SURVEY_GROUPINGS)
  group_by?: SurveyGrouping;

  @FilterChoice(DEALER_REGIONS)
  region?: DealerRegion;

  @FilterText(10)
  area_code?: string;

  @FilterId()
  dealer_id?: string;

  /** The spreadsheet's language (the download); answers carry both. */
  @FilterChoice(LOCALES)
  lang?: Locale;
}

/**
 * GET /api/tickets/report/responserate and its download GET /api/tickets/report/excel/responserate:
 * a date range is required (SPEC.md §5), Thai calendar days, both inclusive, at most
 * RESPONSE_RATE_MAX_DAYS long and `to` not before `from` (errors.field.dateOrder / errors.field.rangeTooLong on `to`).
 */
export class ResponseRateQueryDto extends SurveyPlaceFiltersDto {
  @IsDefined({ message: FIELD_ERRORS.required }) @IsDateString({ strict: true }, { message: FIELD_ERRORS.date })
  from!: string;

  @IsDefined({ message: FIELD_ERRORS.required }) @IsDateString({ strict: true }, { message: FIELD_ERRORS.date })
  to!: string;
}

/** GET /api/reports/survey-scores: NPS and the other scores over a period ending with year/month. */
export class SurveyScoresQueryDto extends SurveyPlaceFiltersDto {
  @FilterChoice(REPORT_PERIODS)
  period?: ReportPeriod;

  @IsDefined({ message: FIELD_ERRORS.required }) @ToNumber() @IsInt({ message: FIELD_ERRORS.required }) @Min(FIRST_REPORT_YEAR, { message: FIELD_ERRORS.min }) @Max(2100, { message: FIELD_ERRORS.max })
  year!: number;

  @IsDefined({ message: FIELD_ERRORS.required }) @ToNumber() @IsInt({ message: FIELD_ERRORS.required }) @Min(1, { message: FIELD_ERRORS.min }) @Max(12, { message: FIELD_ERRORS.max })
  month!: number;
}

/** GET /api/surveys/held-items (csn only): the items the survey sync holds for a type, newest first, paged. */
export class SurveyHeldItemsQueryDto {
  @IsDefined({ message: FIELD_ERRORS.required }) @IsIn(SURVEY_TYPES, { message: FIELD_ERRORS.required })
  type!: SurveyType;

  @PageNumber()
  page?: number;

  @PageLimit(200)
  limit?: number;
}

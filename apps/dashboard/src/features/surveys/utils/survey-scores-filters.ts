import type { SurveyGrouping, SurveyScoresQueryDto, SurveyType } from '@voc/contracts';
import { REPORT_PERIODS, type ReportPeriod } from '@voc/domain';
import { oneOfParam } from '../../../lib/url-params';
import { type NetworkPlace, placeFromSearch } from '../../../lib/reports/network-place';
import { placeParams, writePlace } from './survey-place';

/** What the survey scores page shows: a type, the period ending with a month, and a place. */
export interface SurveyScoresFilters extends NetworkPlace {
  type: SurveyType;
  period: ReportPeriod;
  year: number;
  month: number;
}

function intIn(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,4}$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/**
 * Reads the filters from the address; anything missing or not understood takes its default. A
 * type the user may not see becomes the default type; a year outside the offered years the default year.
 */
export function scoresFiltersFromSearch(search: URLSearchParams, defaults: SurveyScoresFilters, options: { types: readonly SurveyType[]; years: readonly number[] }): SurveyScoresFilters {
  const type = oneOfParam(options.types, search.get('type')) ?? defaults.type;
  const year = intIn(search.get('year'), 1900, 2100);
  return {
    type,
    period: oneOfParam(REPORT_PERIODS, search.get('period')) ?? defaults.period,
    year: year !== null && options.years.includes(year) ? year : defaults.year,
    month: intIn(search.get('month'), 1, 12) ?? defaults.month,
    ...placeFromSearch(search),
  };
}

/** Only what differs from the defaults, in a fixed order; months as 01-12. */
export function searchFromScoresFilters(filters: SurveyScoresFilters, defaults: SurveyScoresFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.type !== defaults.type) search.set('type', filters.type);
  if (filters.period !== defaults.period) search.set('period', filters.period);
  if (filters.year !== defaults.year) search.set('year', String(filters.year));
  if (filters.month !== defaults.month) search.set('month', String(filters.month).padStart(2, '0'));
  writePlace(search, filters);
  return search;
}

export type SurveyScoresQuery = Omit<SurveyScoresQueryDto, 'lang'> & { group_by: SurveyGrouping };

export function scoresQueryOf(filters: SurveyScoresFilters, groupBy: SurveyGrouping): SurveyScoresQuery {
  return { type: filters.type, period: filters.period, year: filters.year, month: filters.month, group_by: groupBy, ...placeParams(filters) };
}

import type { SurveyGrouping, SurveyScoresQueryDto, SurveyType } from '@voc/contracts';
import { oneOfParam } from '../../../lib/url-params';
import { type NetworkPlace, placeFromSearch } from '../../../lib/reports/network-place';
import { placeParams, writePlace } from '../../../lib/reports/place-params';
import { type PeriodEndingMonth, periodEndingMonthFromSearch, writePeriodEndingMonth } from '../../../lib/reports/period-ending-month';

/** What the survey scores page shows: a type, the period ending with a month, and a place. */
export interface SurveyScoresFilters extends PeriodEndingMonth, NetworkPlace {
  type: SurveyType;
}

/**
 * Reads the filters from the address; anything missing or not understood takes its default. A
 * type the user may not see becomes the default type; a year outside the offered years the default year.
 */
export function scoresFiltersFromSearch(search: URLSearchParams, defaults: SurveyScoresFilters, options: { types: readonly SurveyType[]; years: readonly number[] }): SurveyScoresFilters {
  return {
    type: oneOfParam(options.types, search.get('type')) ?? defaults.type,
    ...periodEndingMonthFromSearch(search, defaults, options.years),
    ...placeFromSearch(search),
  };
}

/** Only what differs from the defaults, in a fixed order; months as 01-12. */
export function searchFromScoresFilters(filters: SurveyScoresFilters, defaults: SurveyScoresFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.type !== defaults.type) search.set('type', filters.type);
  writePeriodEndingMonth(search, filters, defaults);
  writePlace(search, filters);
  return search;
}

export type SurveyScoresQuery = Omit<SurveyScoresQueryDto, 'lang'> & { group_by: SurveyGrouping };

export function scoresQueryOf(filters: SurveyScoresFilters, groupBy: SurveyGrouping): SurveyScoresQuery {
  return { type: filters.type, period: filters.period, year: filters.year, month: filters.month, group_by: groupBy, ...placeParams(filters) };
}

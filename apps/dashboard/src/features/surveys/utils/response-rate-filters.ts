import type { ResponseRateQueryDto, SurveyGrouping, SurveyType } from '@voc/contracts';
import { dateRangeProblems } from '@voc/domain';
import { type NetworkPlace, placeFromSearch } from '../../../lib/reports/network-place';
import { placeParams, writePlace } from '../../../lib/reports/place-params';

/** What a response-rate page shows (SPEC.md §2, §5): a date range (both required) and a place. */
export interface ResponseRateFilters extends NetworkPlace {
  /** YYYY-MM-DD, or '' until chosen. */
  from: string;
  to: string;
}

export type DateField = 'from' | 'to';
export type DateRangeError = 'errors.field.required' | 'errors.field.date' | 'errors.field.dateOrder' | 'errors.field.rangeTooLong';
export type DateRangeErrors = Partial<Record<DateField, DateRangeError>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * The range's problems as field messages, the api's own keys (ResponseRateQueryDto): each date
 * required and a real day, then the domain's range rule (order, longest range) on `to`.
 */
export function dateRangeErrors({ from, to }: Pick<ResponseRateFilters, 'from' | 'to'>): DateRangeErrors {
  const errors: DateRangeErrors = {};
  for (const field of ['from', 'to'] as const) {
    const value = field === 'from' ? from : to;
    if (value === '') errors[field] = 'errors.field.required';
    else if (!isDay(value)) errors[field] = 'errors.field.date';
  }
  if (Object.keys(errors).length > 0) return errors;
  for (const problem of dateRangeProblems(from, to)) errors[problem.field] = problem.problem === 'before_from' ? 'errors.field.dateOrder' : 'errors.field.rangeTooLong';
  return errors;
}

function dayAdd(day: string, months: number): string {
  const [year, month] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The range a page opens on: from the first day of the month two months back to today (rolling 3 months). */
export function rollingThreeMonths(today: string): Pick<ResponseRateFilters, 'from' | 'to'> {
  return { from: dayAdd(today, -2), to: today };
}

/** Reads the filters from the address; a missing date takes the default, a wrong one stays (to be shown as wrong). */
export function responseRateFiltersFromSearch(search: URLSearchParams, defaults: Pick<ResponseRateFilters, 'from' | 'to'>): ResponseRateFilters {
  return { from: (search.get('from') ?? defaults.from).trim(), to: (search.get('to') ?? defaults.to).trim(), ...placeFromSearch(search) };
}

/** The address's search params: the range always (a shared link keeps its dates), the place when chosen. */
export function searchFromResponseRateFilters(filters: ResponseRateFilters): URLSearchParams {
  const search = new URLSearchParams();
  search.set('from', filters.from);
  search.set('to', filters.to);
  writePlace(search, filters);
  return search;
}

export type ResponseRateQuery = Omit<ResponseRateQueryDto, 'lang'> & { group_by: SurveyGrouping };

/** The call's parameters, or null while the range has a problem (nothing is sent then). */
export function responseRateQueryOf(type: SurveyType, filters: ResponseRateFilters, groupBy: SurveyGrouping): ResponseRateQuery | null {
  if (Object.keys(dateRangeErrors(filters)).length > 0) return null;
  return { type, from: filters.from, to: filters.to, group_by: groupBy, ...placeParams(filters) };
}

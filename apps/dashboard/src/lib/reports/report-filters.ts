import { REPORT_GROUPINGS, type ReportGrouping } from '@voc/contracts';
import {
  type DealerRegion,
  REPORT_MODES,
  REPORT_PERIODS,
  type ReportMode,
  type ReportPeriod,
  SALE_AREA_CODES,
  SERVICE_AREA_CODES,
  TICKET_SOURCES,
  TICKET_TYPES,
  type TicketSource,
  type TicketType,
  regionOfAreaCode,
  sourceFitsMode,
} from '@voc/domain';
import { ALL_AREA_CODES, changePlace, placeFromSearch } from './network-place';
import type { FilterAddress } from './filter-form/use-filter-address';

export type TypeFilter = TicketType | 'all';

/**
 * What a KPI report or the dashboard shows (SPEC.md §2, §5): the period ending with a month,
 * ticket type, mode (source set) and one source inside it, and the part of the network. The address's search params hold
 * it, so a reload, the back button or a shared link shows the same numbers.
 */
export interface ReportFilters {
  period: ReportPeriod;
  /** Calendar year of the last month; null until chosen (required). */
  year: number | null;
  /** 1-12; null until chosen (required). */
  month: number | null;
  type: TypeFilter;
  mode: ReportMode;
  /** One source inside the mode, or '' for all of the mode's. */
  source: TicketSource | '';
  /** '' for every region the user sees. */
  region: DealerRegion | '';
  area_code: string;
  /** A dealer branch id, or ''. */
  dealer_id: string;
  group_by: ReportGrouping;
}

export const EMPTY_FILTERS: ReportFilters = {
  period: 'monthly',
  year: null,
  month: null,
  type: 'all',
  mode: 'overall',
  source: '',
  region: '',
  area_code: '',
  dealer_id: '',
  group_by: 'region',
};

/** The area codes a picker offers: of the ticket type (both kinds for all), inside the region. */
export function areaOptions(type: TypeFilter, region: DealerRegion | ''): string[] {
  const codes = type === 'showroom' ? SALE_AREA_CODES : type === 'service' ? SERVICE_AREA_CODES : ALL_AREA_CODES;
  return codes.filter((code) => !region || regionOfAreaCode(code) === region);
}

function oneOf<T extends string>(options: readonly T[], value: string | null): T | null {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : null;
}

function intIn(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,4}$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/**
 * Reads the filters from the address; anything missing or not understood takes its default, so a
 * hand-edited or stale address still opens a working report. An area outside the chosen region
 * is dropped (the region wins: it is the coarser choice).
 */
export function filtersFromSearch(search: URLSearchParams, defaults: ReportFilters = EMPTY_FILTERS): ReportFilters {
  const mode = oneOf(REPORT_MODES, search.get('mode')) ?? defaults.mode;
  const source = oneOf(TICKET_SOURCES, search.get('source'));
  return {
    period: oneOf(REPORT_PERIODS, search.get('period')) ?? defaults.period,
    year: intIn(search.get('year'), 1900, 2100) ?? defaults.year,
    month: intIn(search.get('month'), 1, 12) ?? defaults.month,
    type: oneOf(['all', ...TICKET_TYPES] as const, search.get('type')) ?? defaults.type,
    mode,
    source: source && sourceFitsMode(source, mode) ? source : defaults.source && sourceFitsMode(defaults.source, mode) ? defaults.source : '',
    ...placeFromSearch(search, defaults),
    group_by: oneOf(REPORT_GROUPINGS, search.get('group_by')) ?? defaults.group_by,
  };
}

const SEARCH_ORDER: Array<keyof ReportFilters> = ['period', 'year', 'month', 'type', 'mode', 'source', 'region', 'area_code', 'dealer_id', 'group_by'];

/** The address's search params: only what differs from the defaults, in a fixed order; months as 01-12. */
export function searchFromFilters(filters: ReportFilters, defaults: ReportFilters = EMPTY_FILTERS): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of SEARCH_ORDER) {
    const value = filters[key];
    if (value === null || value === '' || value === defaults[key]) continue;
    search.set(key, key === 'month' ? String(value).padStart(2, '0') : String(value));
  }
  return search;
}

/**
 * A change of filters. Choosing a coarser part of the network lets go of the finer ones that no
 * longer fit: a new region (or every region) drops an area outside it and the dealer; a new area
 * drops the dealer.
 * A new type drops an area that does not exist for that type; a new mode drops a source it has not.
 */
export function changeFilters(current: ReportFilters, change: Partial<ReportFilters>): ReportFilters {
  const next = changePlace(current, change);
  if (change.type !== undefined && next.area_code && !areaOptions(next.type, '').includes(next.area_code)) next.area_code = '';
  if (next.source && !sourceFitsMode(next.source, next.mode)) next.source = '';
  return next;
}

export type FilterErrors = Partial<Record<'year' | 'month', 'errors.field.required'>>;

/** Month and year are required before a report is asked for (SPEC.md §5). */
/** The field errors left once the user changed `patch`: a changed year or month is no longer wrong. */
export function errorsAfterChange(errors: FilterErrors, patch: Partial<ReportFilters>): FilterErrors {
  return { ...errors, ...(patch.year !== undefined ? { year: undefined } : {}), ...(patch.month !== undefined ? { month: undefined } : {}) };
}

export function validateFilters(filters: ReportFilters): FilterErrors {
  const errors: FilterErrors = {};
  if (filters.year === null) errors.year = 'errors.field.required';
  if (filters.month === null) errors.month = 'errors.field.required';
  return errors;
}

/** The query of the report calls (GET /api/tickets/report/kpi and the dashboard calls). */
export interface KpiQuery {
  year: number;
  month: number;
  period: ReportPeriod;
  mode: ReportMode;
  source?: TicketSource;
  type?: TicketType;
  region?: DealerRegion;
  area_code?: string;
  dealer_id?: string;
  group_by?: ReportGrouping;
}

/**
 * The call's parameters: empty filters dropped (SPEC.md §5), the grouping only when asked for.
 * null while month or year is missing: nothing is sent then.
 */
export function kpiQueryOf(filters: ReportFilters, options: { groupBy?: ReportGrouping } = {}): KpiQuery | null {
  if (filters.year === null || filters.month === null) return null;
  const query: KpiQuery = { year: filters.year, month: filters.month, period: filters.period, mode: filters.mode };
  if (filters.source) query.source = filters.source;
  if (filters.type !== 'all') query.type = filters.type;
  if (filters.region) query.region = filters.region;
  if (filters.area_code) query.area_code = filters.area_code;
  if (filters.dealer_id) query.dealer_id = filters.dealer_id;
  if (options.groupBy) query.group_by = options.groupBy;
  return query;
}

/**
 * Filters read from an address, fitted to what this user's form can show: a year outside the
 * year list takes the fallback, a type the user does not see becomes the only type they do.
 */
export function fitFilters(filters: ReportFilters, options: { years: readonly number[]; types: readonly TicketType[]; yearFallback: number | null }): ReportFilters {
  const year = filters.year !== null && !options.years.includes(filters.year) ? options.yearFallback : filters.year;
  const onlyType = options.types.length === 1 ? options.types[0] : null;
  const type = onlyType ?? (filters.type === 'all' || options.types.includes(filters.type) ? filters.type : 'all');
  return year === filters.year && type === filters.type ? filters : { ...filters, year, type };
}

/** The report filters in the address: what differs from `defaults` (useFilterAddress). */
export function reportFiltersAddressOf(defaults: ReportFilters): FilterAddress<ReportFilters> {
  return { read: (search) => filtersFromSearch(search, defaults), write: (filters) => searchFromFilters(filters, defaults) };
}

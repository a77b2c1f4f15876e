import type { ReportDownloadPage, TicketType } from '@voc/domain';
import { type FilterErrors, type ReportFilters, changeFilters, errorsAfterChange, fitFilters, kpiQueryOf, searchFromFilters, filtersFromSearch, validateFilters } from '../report-filters';
import type { ReportScope } from '../report-scope';
import type { ReportFilterRules } from './use-report-filter-form';

export interface ReportFilterOptions {
  /** What the address leaves out (and "clear" goes back to). */
  defaults: ReportFilters;
  /** The years and types this user's form offers: a year outside is no year, a type they do not see the only one they do. */
  years: readonly number[];
  types: readonly TicketType[];
  /** What the page fixes whatever the address says (a VOC KPI page's type and mode). */
  fixed?: Partial<ReportFilters>;
  /** With neither month nor year chosen, the form starts on this year. */
  startYear?: number;
  /** The page's spreadsheet, of the user's scope. */
  download?: { page: ReportDownloadPage; scope: ReportScope };
}

/** The report filters written out in full (every filter the report's calls take), for the download rule; null until month and year are chosen. */
export function reportFiltersAddress(filters: ReportFilters): URLSearchParams | null {
  const query = kpiQueryOf(filters);
  return query ? new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])) : null;
}

/**
 * The KPI, VOC, hotsheet, case-closed and KPI summary pages' form: period, month and year
 * (required), type, mode, source and the region → area → dealer cascade, read from the address
 * and fitted to what this user's form offers.
 */
export function reportFilterRules({ defaults, years, types, fixed, startYear, download }: ReportFilterOptions): ReportFilterRules<ReportFilters, FilterErrors> {
  return {
    read: (search) => {
      const fitted = fitFilters(filtersFromSearch(search, defaults), { years, types, yearFallback: null });
      return fixed ? { ...fitted, ...fixed } : fitted;
    },
    write: (filters) => searchFromFilters(filters, defaults),
    validate: validateFilters,
    change: changeFilters,
    errorsAfterChange,
    cleared: () => defaults,
    draftOf: startYear === undefined ? undefined : (filters) => (filters.year === null && filters.month === null ? { ...filters, year: startYear } : filters),
    download: download && { page: download.page, reach: download.scope.level, filters: reportFiltersAddress },
  };
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ReportFilters, filtersFromSearch, searchFromFilters } from '../../../lib/reports/report-filters';

/**
 * A VOC page's filters, kept in the address's search params (only what differs from `defaults`),
 * so a reload, the back button or a shared link shows the same figures. `defaults` must keep its
 * identity between renders.
 */
export function useVocFilters(defaults: ReportFilters): [ReportFilters, (next: ReportFilters) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search, defaults), [search, defaults]);
  const set = useCallback((next: ReportFilters) => setSearch(searchFromFilters(next, defaults)), [defaults, setSearch]);
  return [filters, set];
}

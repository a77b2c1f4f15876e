import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ReportFilters, filtersFromSearch, searchFromFilters } from '../../../lib/reports/report-filters';

/**
 * A report's filters, kept in the address's search params (only what differs from `defaults`).
 * `defaults` must keep its identity between renders. `onChange` hears each change as it is made
 * (useRememberedSearch's `remember`), before the router applies it.
 */
export function useReportFilters(defaults: ReportFilters, onChange?: (next: URLSearchParams) => void): [ReportFilters, (next: ReportFilters) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search, defaults), [search, defaults]);
  const set = useCallback(
    (next: ReportFilters) => {
      const nextSearch = searchFromFilters(next, defaults);
      onChange?.(nextSearch);
      setSearch(nextSearch);
    },
    [defaults, setSearch, onChange],
  );
  return [filters, set];
}

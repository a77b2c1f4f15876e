import type { VocGrouping } from '@voc/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ReportFilters, filtersFromSearch, searchFromFilters } from '../../../lib/reports/report-filters';

export interface VocFiltersState {
  filters: ReportFilters;
  setFilters: (next: ReportFilters) => void;
  /** The grouping chosen among the page's own (`by` in the address); null when the page offers no choice. */
  by: VocGrouping | null;
  setBy: (next: VocGrouping) => void;
}

/**
 * A VOC page's filters and its grouping choice, kept in the address's search params (only what
 * differs from `defaults`; `by` only when not the first choice), so a reload, the back button or a
 * shared link shows the same figures. `defaults` and `choices` must keep their identity between renders.
 */
export function useVocFilters(defaults: ReportFilters, choices: readonly VocGrouping[]): VocFiltersState {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search, defaults), [search, defaults]);
  const asked = search.get('by');
  const by = choices.length === 0 ? null : (choices.find((choice) => choice === asked) ?? choices[0]);
  const write = useCallback(
    (next: ReportFilters, nextBy: VocGrouping | null) => {
      const params = searchFromFilters(next, defaults);
      if (nextBy && nextBy !== choices[0]) params.set('by', nextBy);
      setSearch(params);
    },
    [defaults, choices, setSearch],
  );
  const setFilters = useCallback((next: ReportFilters) => write(next, by), [write, by]);
  const setBy = useCallback((next: VocGrouping) => write(filters, next), [write, filters]);
  return { filters, setFilters, by, setBy };
}

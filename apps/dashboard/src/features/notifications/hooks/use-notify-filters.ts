import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type NotifyFilters, notifyFiltersFromSearch, searchFromNotifyFilters } from '../utils/notify-filters';

/** The notify report's filters kept in the address. `defaults` must keep its identity between renders. */
export function useNotifyFilters(defaults: Pick<NotifyFilters, 'from' | 'to'>): [NotifyFilters, (next: NotifyFilters) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => notifyFiltersFromSearch(search, defaults), [search, defaults]);
  const set = useCallback((next: NotifyFilters) => setSearch(searchFromNotifyFilters(next)), [setSearch]);
  return [filters, set];
}

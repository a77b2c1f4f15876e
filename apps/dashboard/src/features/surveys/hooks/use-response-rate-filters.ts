import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ResponseRateFilters, responseRateFiltersFromSearch, searchFromResponseRateFilters } from '../utils/response-rate-filters';

/** The response-rate filters kept in the address. `defaults` must keep its identity between renders. */
export function useResponseRateFilters(defaults: Pick<ResponseRateFilters, 'from' | 'to'>): [ResponseRateFilters, (next: ResponseRateFilters) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => responseRateFiltersFromSearch(search, defaults), [search, defaults]);
  const set = useCallback((next: ResponseRateFilters) => setSearch(searchFromResponseRateFilters(next)), [setSearch]);
  return [filters, set];
}

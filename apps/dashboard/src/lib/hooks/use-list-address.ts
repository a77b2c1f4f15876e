import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** How a list's filters and page stand in its address, and how a change applies to them (a new filter starts again at page 1). */
export interface ListAddress<P> {
  read(search: URLSearchParams): P;
  write(params: P): URLSearchParams;
  change(current: P, patch: Partial<P>): P;
}

/**
 * A list's filters, sort and page, kept in the address's search params so a reload, the back
 * button or a shared link shows the same list. `address` must keep its identity between renders.
 */
export function useListAddress<P>(address: ListAddress<P>): [P, (change: Partial<P>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => address.read(search), [address, search]);
  const change = useCallback((patch: Partial<P>) => setSearch(address.write(address.change(params, patch))), [address, params, setSearch]);
  return [params, change];
}

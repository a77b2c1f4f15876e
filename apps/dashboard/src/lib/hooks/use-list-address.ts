import { useCallback } from 'react';
import { type FilterAddress, useFilterAddress } from '../reports/filter-form/use-filter-address';

/** How a list's filters and page stand in its address, and how a change applies to them (a new filter starts again at page 1). */
export interface ListAddress<P> extends FilterAddress<P> {
  change(current: P, patch: Partial<P>): P;
}

/**
 * A list's filters, sort and page, kept in the address's search params so a reload, the back
 * button or a shared link shows the same list. `address` must keep its identity between renders.
 */
export function useListAddress<P>(address: ListAddress<P>): [P, (change: Partial<P>) => void] {
  const [params, setParams] = useFilterAddress(address);
  const change = useCallback((patch: Partial<P>) => setParams(address.change(params, patch)), [address, params, setParams]);
  return [params, change];
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** How a page's filters stand in its address: read (a default for what is missing) and written. */
export interface FilterAddress<F> {
  read(search: URLSearchParams): F;
  write(filters: F): URLSearchParams;
}

/**
 * A page's filters kept in the address's search params, so a reload, the back button or a shared
 * link shows the same figures. `address` must keep its identity between renders. `onChange` hears
 * each change as it is made (useRememberedSearch's `remember`), before the router applies it.
 */
export function useFilterAddress<F>(address: FilterAddress<F>, onChange?: (next: URLSearchParams) => void): [F, (next: F) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => address.read(search), [search, address]);
  const set = useCallback(
    (next: F) => {
      const nextSearch = address.write(next);
      onChange?.(nextSearch);
      setSearch(nextSearch);
    },
    [address, setSearch, onChange],
  );
  return [filters, set];
}

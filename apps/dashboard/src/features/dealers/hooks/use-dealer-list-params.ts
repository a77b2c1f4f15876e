import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type DealerListParams, changeDealerListParams, dealerListParamsFromSearch, searchFromDealerListParams } from '../utils/dealer-list-params';

/** The dealer list's filters and page, kept in the address so a reload, back or a shared link shows the same list. */
export function useDealerListParams(): [DealerListParams, (change: Partial<DealerListParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => dealerListParamsFromSearch(search), [search]);
  const change = useCallback(
    (patch: Partial<DealerListParams>) => setSearch(searchFromDealerListParams(changeDealerListParams(params, patch))),
    [params, setSearch],
  );
  return [params, change];
}

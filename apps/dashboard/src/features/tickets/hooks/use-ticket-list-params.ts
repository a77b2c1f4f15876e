import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type TicketListParams, changeListParams, listParamsFromSearch, searchFromListParams } from '../utils/ticket-list-params';

/**
 * A list's filters, sort and page, kept in the address's search params so a reload, the back
 * button or a shared link shows the same list.
 */
export function useTicketListParams(): [TicketListParams, (change: Partial<TicketListParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => listParamsFromSearch(search), [search]);
  const change = useCallback(
    (patch: Partial<TicketListParams>) => setSearch(searchFromListParams(changeListParams(params, patch))),
    [params, setSearch],
  );
  return [params, change];
}

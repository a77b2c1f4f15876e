import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type UserSearchParams, changeUserSearchParams, searchFromUserSearchParams, userSearchParamsFromSearch } from '../utils/user-search-params';

/** The user search and page, kept in the address so a reload, back or a shared link shows the same results. */
export function useUserSearchParams(): [UserSearchParams, (change: Partial<UserSearchParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => userSearchParamsFromSearch(search), [search]);
  const change = useCallback(
    (patch: Partial<UserSearchParams>) => setSearch(searchFromUserSearchParams(changeUserSearchParams(params, patch))),
    [params, setSearch],
  );
  return [params, change];
}

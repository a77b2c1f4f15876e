import { type ListAddress, useListAddress } from '../../../lib/hooks/use-list-address';
import { type UserSearchParams, changeUserSearchParams, searchFromUserSearchParams, userSearchParamsFromSearch } from '../utils/user-search-params';

const USER_SEARCH_ADDRESS: ListAddress<UserSearchParams> = { read: userSearchParamsFromSearch, write: searchFromUserSearchParams, change: changeUserSearchParams };

/** The user search and page, kept in the address so a reload, back or a shared link shows the same results. */
export function useUserSearchParams(): [UserSearchParams, (change: Partial<UserSearchParams>) => void] {
  return useListAddress(USER_SEARCH_ADDRESS);
}

import { type ListAddress, useListAddress } from '../../../lib/hooks/use-list-address';
import { type DealerListParams, changeDealerListParams, dealerListParamsFromSearch, searchFromDealerListParams } from '../utils/dealer-list-params';

const DEALER_LIST_ADDRESS: ListAddress<DealerListParams> = { read: dealerListParamsFromSearch, write: searchFromDealerListParams, change: changeDealerListParams };

/** The dealer list's filters and page, kept in the address so a reload, back or a shared link shows the same list. */
export function useDealerListParams(): [DealerListParams, (change: Partial<DealerListParams>) => void] {
  return useListAddress(DEALER_LIST_ADDRESS);
}

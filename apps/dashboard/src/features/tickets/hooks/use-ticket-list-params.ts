import { type ListAddress, useListAddress } from '../../../lib/hooks/use-list-address';
import { type TicketListParams, changeListParams, listParamsFromSearch, searchFromListParams } from '../utils/ticket-list-params';

const TICKET_LIST_ADDRESS: ListAddress<TicketListParams> = { read: listParamsFromSearch, write: searchFromListParams, change: changeListParams };

/**
 * A list's filters, sort and page, kept in the address's search params so a reload, the back
 * button or a shared link shows the same list.
 */
export function useTicketListParams(): [TicketListParams, (change: Partial<TicketListParams>) => void] {
  return useListAddress(TICKET_LIST_ADDRESS);
}

import type { TicketType } from '../tickets/ticket-kinds';

/** A dealer's two places in the network: its sales area and region, and its service ones. */
export interface DealerPlaces {
  sale_area_code: string | null;
  service_area_code: string | null;
  dealer_sales_region: string | null;
  dealer_service_region: string | null;
}

/**
 * Where a showroom or service matter of a dealer belongs (a ticket, a survey case): a showroom one
 * to the dealer's sales area and region, a service one to its service ones.
 */
export function dealerPlace(type: TicketType, dealer: DealerPlaces): { areaCode: string | null; region: string | null } {
  return type === 'showroom'
    ? { areaCode: dealer.sale_area_code, region: dealer.dealer_sales_region }
    : { areaCode: dealer.service_area_code, region: dealer.dealer_service_region };
}

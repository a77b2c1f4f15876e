import type { DealerView, ListBody, ResultBody, SignedInDealer, SuccessEnvelope } from '@voc/contracts';
import type { Placement } from '@voc/domain';
import { api } from '../../../app/api';

/**
 * A dealer branch as the user form offers it: names for the picker and, once read from the
 * dealer master, the regions and areas its staff carry.
 */
export interface StaffDealer extends SignedInDealer {
  placement: Placement | null;
}

const PICKER_LIMIT = 50;

const looksLikeCode = (search: string) => /^[a-z]{0,3}\d+$/i.test(search);

export function staffDealerOf(dealer: DealerView): StaffDealer {
  return {
    _id: dealer._id,
    dealer_code: dealer.dealer_code,
    dealer_name: dealer.dealer_name,
    dealer_name_en: dealer.dealer_name_en,
    branch_name: dealer.branch_name,
    branch_name_en: dealer.branch_name_en,
    placement: {
      dealer_sales_region: dealer.dealer_sales_region,
      dealer_service_region: dealer.dealer_service_region,
      sale_area_code: dealer.sale_area_code,
      service_area_code: dealer.service_area_code,
    },
  };
}

/** Dealer branches for the user pages (GET /api/dealers), by code prefix or part of a name. */
export const staffDealersApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchStaffDealers: build.query<StaffDealer[], string>({
      query: (search) => {
        const text = search.trim();
        const params: Record<string, string | number> = { limit: PICKER_LIMIT };
        if (text) params[looksLikeCode(text) ? 'dealer_code' : 'name'] = text;
        return { url: '/dealers', params };
      },
      transformResponse: (answer: SuccessEnvelope<ListBody<DealerView>>) => answer.success.result.map(staffDealerOf),
      keepUnusedDataFor: 120,
    }),
    /** One branch by id: the dealer a new staff account is made for (/app/user/new?dealer=...). */
    getStaffDealer: build.query<StaffDealer, string>({
      query: (id) => `/dealers/${id}`,
      transformResponse: (answer: SuccessEnvelope<ResultBody<DealerView>>) => staffDealerOf(answer.success.result),
    }),
  }),
});

export const { useSearchStaffDealersQuery, useGetStaffDealerQuery } = staffDealersApi;

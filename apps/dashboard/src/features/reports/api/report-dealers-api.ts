import type { DealerView, ListBody, ResultBody, SuccessEnvelope } from '@voc/contracts';
import type { DealerRegion } from '@voc/domain';
import { api } from '../../../app/api';
import type { TypeFilter } from '../utils/report-filters';

/** A dealer branch as the report's dealer picker shows it. */
export type ReportDealer = Pick<DealerView, '_id' | 'dealer_code' | 'dealer_name' | 'dealer_name_en' | 'branch_name' | 'branch_name_en'>;

export interface ReportDealerSearch {
  /** A dealer code (prefix) or part of a dealer or branch name; '' for the first page. */
  search: string;
  type: TypeFilter;
  region: DealerRegion | '';
  area_code: string;
}

const PICKER_LIMIT = 30;
const looksLikeCode = (search: string) => /^[a-z]{0,3}\d+$/i.test(search);

const toDealer = (dealer: DealerView): ReportDealer => ({
  _id: dealer._id,
  dealer_code: dealer.dealer_code,
  dealer_name: dealer.dealer_name,
  dealer_name_en: dealer.dealer_name_en,
  branch_name: dealer.branch_name,
  branch_name_en: dealer.branch_name_en,
});

/**
 * GET /api/dealers parameters: the text, and the region or area in the columns of the ticket type
 * (service tickets follow the dealer's service region and area, the others its sales ones).
 */
export function dealerSearchParams({ search, type, region, area_code }: ReportDealerSearch): Record<string, string | number> {
  const params: Record<string, string | number> = { limit: PICKER_LIMIT };
  const text = search.trim();
  if (text) params[looksLikeCode(text) ? 'dealer_code' : 'name'] = text;
  const service = type === 'service';
  if (region) params[service ? 'dealer_service_region' : 'dealer_sales_region'] = region;
  if (area_code) params[service ? 'service_area_code' : 'sale_area_code'] = area_code;
  return params;
}

/** The report filters' dealer picker (the server keeps each user to the dealers they may see). */
export const reportDealersApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportDealers: build.query<ReportDealer[], ReportDealerSearch>({
      query: (search) => ({ url: '/dealers', params: dealerSearchParams(search) }),
      transformResponse: (answer: SuccessEnvelope<ListBody<DealerView>>) => answer.success.result.map(toDealer),
      keepUnusedDataFor: 300,
    }),
    /** One dealer branch by id, to name a chosen filter or drill-down step. */
    reportDealer: build.query<ReportDealer, string>({
      query: (id) => `/dealers/${id}`,
      transformResponse: (answer: SuccessEnvelope<ResultBody<DealerView>>) => toDealer(answer.success.result),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useReportDealersQuery, useReportDealerQuery } = reportDealersApi;

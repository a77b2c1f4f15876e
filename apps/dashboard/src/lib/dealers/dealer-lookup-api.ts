import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import type { DealerView, ListBody, ResultBody, SignedInDealer, StatusReportRow, SuccessEnvelope } from '@voc/contracts';
import type { DealerRegion, Placement, TicketType } from '@voc/domain';
import { api } from '../store/api';

/**
 * The one dealer lookup of the dashboard (GET /api/dealers and /api/dealers/{id}): every dealer
 * picker and every dealer label reads it. Its answers carry the 'Dealer' tags the dealer pages
 * invalidate, so a renamed or closed branch shows at once everywhere.
 */

/** A dealer branch as pickers and labels show it, with its regions and areas when the master has them. */
export interface DealerLookupItem extends SignedInDealer {
  placement: Placement | null;
  /** The branch's province in Thai and English (null when the master has none or it was not read). */
  dealer_province?: string | null;
  dealer_province_en?: string | null;
}

export interface DealerLookup {
  /** Any part of a dealer code, a dealer or branch name (Thai or English) or a province; '' for the first page. */
  search: string;
  /** Whose regions and areas `region` and `area_code` mean: service follows the service ones, the others the sales ones. */
  type?: TicketType | 'all';
  region?: DealerRegion | '';
  area_code?: string;
  /** Only branches that may receive new tickets (status normal). */
  openOnly?: boolean;
  limit?: number;
}

const DEFAULT_LIMIT = 30;

export function dealerLookupItem(dealer: DealerView): DealerLookupItem {
  return {
    _id: dealer._id,
    dealer_code: dealer.dealer_code,
    dealer_name: dealer.dealer_name,
    dealer_name_en: dealer.dealer_name_en,
    branch_name: dealer.branch_name,
    branch_name_en: dealer.branch_name_en,
    dealer_province: dealer.dealer_province,
    dealer_province_en: dealer.dealer_province_en,
    placement: {
      dealer_sales_region: dealer.dealer_sales_region,
      dealer_service_region: dealer.dealer_service_region,
      sale_area_code: dealer.sale_area_code,
      service_area_code: dealer.service_area_code,
    },
  };
}

/** GET /api/dealers parameters for a lookup (the server keeps each user to the dealers they may see). */
export function dealerSearchParams({ search, type = 'all', region = '', area_code = '', openOnly = false, limit = DEFAULT_LIMIT }: DealerLookup): Record<string, string | number> {
  const params: Record<string, string | number> = { limit };
  const text = search.trim();
  if (text) params.q = text;
  const service = type === 'service';
  if (region) params[service ? 'dealer_service_region' : 'dealer_sales_region'] = region;
  if (area_code) params[service ? 'service_area_code' : 'sale_area_code'] = area_code;
  if (openOnly) params.status = 'normal';
  return params;
}

/** A status-report row names a dealer branch in Thai only, without its regions. */
const fromReportRow = (row: StatusReportRow): DealerLookupItem => ({
  _id: row.dealer_id,
  dealer_code: row.dealer_code,
  dealer_name: row.dealer_name,
  dealer_name_en: row.dealer_name,
  branch_name: row.branch_name,
  branch_name_en: row.branch_name,
  placement: null,
});

function matches(item: DealerLookupItem, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  return [item.dealer_code, item.dealer_name, item.dealer_name_en, item.branch_name, item.branch_name_en, item.dealer_province ?? '', item.dealer_province_en ?? ''].join(' ').toLowerCase().includes(text);
}

type BaseQuery = (args: string | FetchArgs) => Promise<{ data?: unknown; error?: { status: unknown } }>;

/**
 * The dealers the user sees, from the status report: a server without the dealer master answers
 * GET /api/dealers with 404, and then the dealers of the tickets in the user's scope are the
 * dealers we can name.
 */
async function dealersOfTickets(baseQuery: BaseQuery, type: TicketType | undefined) {
  const report = await baseQuery({ url: '/tickets/report/status', params: type ? { type } : {} });
  if (report.error) return { error: report.error };
  return { items: (report.data as SuccessEnvelope<{ result: StatusReportRow[] }>).success.result.map(fromReportRow) };
}

const LIST = { type: 'Dealer', id: 'LIST' } as const;
const withDealerTags = api.enhanceEndpoints({ addTagTypes: ['Dealer'] });

export const dealerLookupApi = withDealerTags.injectEndpoints({
  endpoints: (build) => ({
    lookupDealers: build.query<DealerLookupItem[], DealerLookup>({
      async queryFn(lookup, _api, _extra, baseQuery) {
        const answer = await baseQuery({ url: '/dealers', params: dealerSearchParams(lookup) });
        if (!answer.error) return { data: (answer.data as SuccessEnvelope<ListBody<DealerView>>).success.result.map(dealerLookupItem) };
        if (answer.error.status !== 404) return { error: answer.error };
        const fallback = await dealersOfTickets(baseQuery as BaseQuery, lookup.type === 'all' ? undefined : lookup.type);
        if (fallback.error) return { error: answer.error };
        return { data: (fallback.items ?? []).filter((item) => matches(item, lookup.search)).slice(0, lookup.limit ?? DEFAULT_LIMIT) };
      },
      providesTags: (items) => [LIST, ...(items ?? []).map((item) => ({ type: 'Dealer' as const, id: item._id }))],
      keepUnusedDataFor: 300,
    }),
    /** One dealer branch by id (a chosen filter's label, a drill-down step, a new staff account's dealer); null when none is found. */
    dealerById: build.query<DealerLookupItem | null, string>({
      async queryFn(id, _api, _extra, baseQuery) {
        const answer = await baseQuery(`/dealers/${id}`);
        if (!answer.error) return { data: dealerLookupItem((answer.data as SuccessEnvelope<ResultBody<DealerView>>).success.result) };
        if (answer.error.status !== 404) return { error: answer.error };
        const fallback = await dealersOfTickets(baseQuery as BaseQuery, undefined);
        return { data: fallback.items?.find((item) => item._id === id) ?? null };
      },
      providesTags: (_item, _error, id) => [{ type: 'Dealer', id }],
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useLookupDealersQuery, useDealerByIdQuery } = dealerLookupApi;

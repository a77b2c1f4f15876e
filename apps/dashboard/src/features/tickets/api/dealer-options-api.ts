import type { DealerView, ListBody, ResultBody, StatusReportRow, SuccessEnvelope } from '@voc/contracts';
import type { TicketType } from '@voc/domain';
import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { api } from '../../../app/api';

/** A dealer branch as the pickers show it. */
export interface DealerOption {
  _id: string;
  dealer_code: string;
  dealer_name: string;
  dealer_name_en: string;
  branch_name: string;
  branch_name_en: string;
}

export interface DealerSearch {
  /** A dealer code (prefix) or part of a dealer or branch name; '' for the first page. */
  search: string;
  /** Only branches that may receive new tickets (status normal). */
  openOnly: boolean;
  /** For the fallback: the ticket type whose dealers to list. */
  type?: TicketType;
}

const PICKER_LIMIT = 50;

const looksLikeCode = (search: string) => /^[a-z]{0,3}\d+$/i.test(search);

const toOption = (dealer: DealerOption): DealerOption => ({
  _id: dealer._id,
  dealer_code: dealer.dealer_code,
  dealer_name: dealer.dealer_name,
  dealer_name_en: dealer.dealer_name_en,
  branch_name: dealer.branch_name,
  branch_name_en: dealer.branch_name_en,
});

/** A status-report row names a dealer branch in Thai only. */
const fromReportRow = (row: StatusReportRow): DealerOption => ({
  _id: row.dealer_id,
  dealer_code: row.dealer_code,
  dealer_name: row.dealer_name,
  dealer_name_en: row.dealer_name,
  branch_name: row.branch_name,
  branch_name_en: row.branch_name,
});

function matches(option: DealerOption, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  if (option.dealer_code.toLowerCase().startsWith(text)) return true;
  return [option.dealer_name, option.dealer_name_en, option.branch_name, option.branch_name_en].join(' ').toLowerCase().includes(text);
}

type BaseQuery = (args: string | FetchArgs) => Promise<{ data?: unknown; error?: { status: unknown } }>;

/**
 * The dealers the user sees, from the status report: until GET /api/dealers answers (a server
 * without the dealer master answers 404), the dealers of the tickets in the user's scope are the
 * dealers we can name.
 */
async function dealersOfTickets(baseQuery: BaseQuery, type: TicketType | undefined) {
  const report = await baseQuery({ url: '/tickets/report/status', params: type ? { type } : {} });
  if (report.error) return { error: report.error };
  return { options: (report.data as SuccessEnvelope<{ result: StatusReportRow[] }>).success.result.map(fromReportRow) };
}

/** Dealer pickers: GET /api/dealers (SPEC.md §7 Dealers) searched by code or name. */
export const dealerOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchDealerOptions: build.query<DealerOption[], DealerSearch>({
      async queryFn({ search, openOnly, type }, _api, _extra, baseQuery) {
        const text = search.trim();
        const params: Record<string, string | number> = { limit: PICKER_LIMIT };
        if (text) params[looksLikeCode(text) ? 'dealer_code' : 'name'] = text;
        if (openOnly) params.status = 'normal';
        const answer = await baseQuery({ url: '/dealers', params });
        if (!answer.error) return { data: (answer.data as SuccessEnvelope<ListBody<DealerView>>).success.result.map(toOption) };
        if (answer.error.status !== 404) return { error: answer.error };
        const fallback = await dealersOfTickets(baseQuery as BaseQuery, type);
        if (fallback.error) return { error: answer.error };
        return { data: (fallback.options ?? []).filter((option) => matches(option, text)).slice(0, PICKER_LIMIT) };
      },
      keepUnusedDataFor: 300,
    }),
    /** One dealer branch by id, for the label of a chosen filter; null when none is found. */
    getDealerOption: build.query<DealerOption | null, string>({
      async queryFn(id, _api, _extra, baseQuery) {
        const answer = await baseQuery(`/dealers/${id}`);
        if (!answer.error) return { data: toOption((answer.data as SuccessEnvelope<ResultBody<DealerView>>).success.result) };
        if (answer.error.status !== 404) return { error: answer.error };
        const fallback = await dealersOfTickets(baseQuery as BaseQuery, undefined);
        return { data: fallback.options?.find((option) => option._id === id) ?? null };
      },
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useSearchDealerOptionsQuery, useGetDealerOptionQuery } = dealerOptionsApi;

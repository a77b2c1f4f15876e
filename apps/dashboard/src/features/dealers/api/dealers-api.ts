import type { DealerDetailView, DealerValueField, DealerView, ListBody, ResultBody, SuccessEnvelope } from '@voc/contracts';
import { api } from '../../../lib/store/api';
import type { DealerListQuery } from '../utils/dealer-list-params';
import type { DealerBody } from '../utils/dealer-form-values';

/** A dealer write's answer, with the message the app shows for it (SPEC.md §7: success.updated). */
export interface DealerSaved {
  result: DealerDetailView;
  message: 'success.updated';
}

/**
 * 'User': a dealer's new regions and areas move its staff with it (their user pages and the user
 * search show them); the users feature reads and refreshes that tag by its name.
 */
const dealersWithTags = api.enhanceEndpoints({ addTagTypes: ['Dealer', 'User'] });

const LIST = { type: 'Dealer', id: 'LIST' } as const;

const saved = (answer: SuccessEnvelope<ResultBody<DealerDetailView>>): DealerSaved => ({ result: answer.success.result, message: 'success.updated' });

/** The dealer master (SPEC.md §7 Dealers): list, details, province values, create and edit. */
export const dealersApi = dealersWithTags.injectEndpoints({
  endpoints: (build) => ({
    listDealers: build.query<ListBody<DealerView>, DealerListQuery>({
      query: (params) => ({ url: '/dealers', params }),
      transformResponse: (answer: SuccessEnvelope<ListBody<DealerView>>) => answer.success,
      providesTags: (answer) => [LIST, ...(answer?.result.map((dealer) => ({ type: 'Dealer' as const, id: dealer._id })) ?? [])],
    }),
    getDealer: build.query<DealerDetailView, string>({
      query: (id) => `/dealers/${id}`,
      transformResponse: (answer: SuccessEnvelope<ResultBody<DealerDetailView>>) => answer.success.result,
      providesTags: (_answer, _error, id) => [{ type: 'Dealer', id }],
    }),
    /** GET /api/dealers/field/dealer_province(_en): each province once, sorted. */
    listDealerProvinces: build.query<string[], DealerValueField>({
      query: (field) => `/dealers/field/${field}`,
      transformResponse: (answer: SuccessEnvelope<ListBody<string>>) => answer.success.result,
      providesTags: [LIST],
      keepUnusedDataFor: 600,
    }),
    createDealer: build.mutation<DealerSaved, DealerBody>({
      query: (body) => ({ url: '/dealers', method: 'POST', body }),
      transformResponse: saved,
      invalidatesTags: (_answer, error) => (error ? [] : [LIST]),
    }),
    /** PUT /api/dealers/{_id}: every field of the form (the server records only what changed). */
    updateDealer: build.mutation<DealerSaved, { id: string; body: DealerBody }>({
      query: ({ id, body }) => ({ url: `/dealers/${id}`, method: 'PUT', body }),
      transformResponse: saved,
      invalidatesTags: (_answer, error, { id }) => (error ? [] : [{ type: 'Dealer', id }, LIST, 'User']),
    }),
  }),
});

export const { useListDealersQuery, useGetDealerQuery, useListDealerProvincesQuery, useCreateDealerMutation, useUpdateDealerMutation } = dealersApi;

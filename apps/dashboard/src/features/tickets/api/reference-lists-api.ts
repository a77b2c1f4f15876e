import type { ListBody, NamedItemView, SuccessEnvelope } from '@voc/contracts';
import type { TicketType } from '@voc/domain';
import { api } from '../../../lib/store/api';

/** Sub-categories and problem lists for the ticket forms (SPEC.md §7 "Other lists"). */
export const referenceListsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSubcategories: build.query<NamedItemView[], TicketType>({
      query: (type) => ({ url: '/subcategories', params: { type } }),
      transformResponse: (answer: SuccessEnvelope<ListBody<NamedItemView>>) => answer.success.result,
      keepUnusedDataFor: 3600,
    }),
    listProblemLists: build.query<NamedItemView[], string>({
      query: (subCategory) => ({ url: '/problemlists', params: { sub_category: subCategory } }),
      transformResponse: (answer: SuccessEnvelope<ListBody<NamedItemView>>) => answer.success.result,
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useListSubcategoriesQuery, useListProblemListsQuery } = referenceListsApi;

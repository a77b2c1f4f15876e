import type { CategorySuggestionRequestDto, CategorySuggestionsAnswer, SuccessEnvelope } from '@voc/contracts';
import { api } from '../../../lib/store/api';

/**
 * POST /api/tickets/category-suggestions (issue 30): the three most likely complaint categories of
 * a description being typed. A query, not a mutation: it changes nothing, and a mutation would
 * raise the page's busy backdrop on every pause in typing. A failed suggestion is no news worth an
 * alert in the middle of a call: it answers null and the box says no suggestion is at hand.
 */
export const categorySuggestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    categorySuggestions: build.query<CategorySuggestionsAnswer | null, CategorySuggestionRequestDto>({
      async queryFn(body, _api, _extra, baseQuery) {
        try {
          const answer = await baseQuery({ url: '/tickets/category-suggestions', method: 'POST', body });
          return { data: answer.error ? null : (answer.data as SuccessEnvelope<CategorySuggestionsAnswer>).success };
        } catch {
          // No network at all is the same news: no suggestion now.
          return { data: null };
        }
      },
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useCategorySuggestionsQuery } = categorySuggestionsApi;

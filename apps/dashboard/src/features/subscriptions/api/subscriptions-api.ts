import type { ResultBody, SaveSubscriptionsDto, SubscriptionsView, SuccessEnvelope } from '@voc/contracts';
import { api } from '../../../lib/store/api';

const subscriptionsWithTags = api.enhanceEndpoints({ addTagTypes: ['Subscriptions'] });

/** The signed-in user's own subscriptions (issue 33). */
export const subscriptionsApi = subscriptionsWithTags.injectEndpoints({
  endpoints: (build) => ({
    mySubscriptions: build.query<SubscriptionsView, void>({
      query: () => '/subscriptions/me',
      transformResponse: (answer: SuccessEnvelope<ResultBody<SubscriptionsView>>) => answer.success.result,
      providesTags: ['Subscriptions'],
    }),
    saveMySubscriptions: build.mutation<{ result: SubscriptionsView; message: string }, SaveSubscriptionsDto>({
      query: (body) => ({ url: '/subscriptions/me', method: 'PUT', body }),
      transformResponse: (answer: SuccessEnvelope<ResultBody<SubscriptionsView> & { message: string }>) => answer.success,
      invalidatesTags: (_answer, error) => (error ? [] : ['Subscriptions']),
    }),
  }),
});

export const { useMySubscriptionsQuery, useSaveMySubscriptionsMutation } = subscriptionsApi;

import type { SuccessEnvelope } from '@voc/contracts';
import { api } from '../store/api';

/**
 * The operators' queue board (/api/queues) opens in a browser tab, which sends no bearer token:
 * this call hands the board the operator's session as a cookie for its path only.
 */
export const queueBoardApi = api.injectEndpoints({
  endpoints: (build) => ({
    openQueueBoardSession: build.mutation<string, void>({
      query: () => ({ url: '/queues/session', method: 'POST' }),
      transformResponse: (answer: SuccessEnvelope<{ result: { path: string } }>) => answer.success.result.path,
    }),
  }),
});

export const { useOpenQueueBoardSessionMutation } = queueBoardApi;

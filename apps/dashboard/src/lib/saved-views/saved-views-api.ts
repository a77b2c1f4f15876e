import type { ListBody, RenameSavedViewDto, ResultBody, SavedView, SavedViewBodyDto, SuccessEnvelope } from '@voc/contracts';
import { api } from '../store/api';

const savedViewsWithTags = api.enhanceEndpoints({ addTagTypes: ['SavedView'] });

/** A write's answer: the view and the api's message key. */
export interface SavedViewAnswer {
  result: SavedView;
  message: string;
}

/** Saved views (issue 32): the user's own named filters of list and report pages. */
export const savedViewsApi = savedViewsWithTags.injectEndpoints({
  endpoints: (build) => ({
    listSavedViews: build.query<SavedView[], void>({
      query: () => '/saved-views',
      transformResponse: (answer: SuccessEnvelope<ListBody<SavedView>>) => answer.success.result,
      providesTags: ['SavedView'],
    }),
    createSavedView: build.mutation<SavedViewAnswer, SavedViewBodyDto>({
      query: (body) => ({ url: '/saved-views', method: 'POST', body }),
      transformResponse: (answer: SuccessEnvelope<ResultBody<SavedView> & { message: string }>) => answer.success,
      invalidatesTags: (_answer, error) => (error ? [] : ['SavedView']),
    }),
    renameSavedView: build.mutation<SavedViewAnswer, { id: string; body: RenameSavedViewDto }>({
      query: ({ id, body }) => ({ url: `/saved-views/${id}`, method: 'PUT', body }),
      transformResponse: (answer: SuccessEnvelope<ResultBody<SavedView> & { message: string }>) => answer.success,
      invalidatesTags: (_answer, error) => (error ? [] : ['SavedView']),
    }),
    deleteSavedView: build.mutation<string, string>({
      query: (id) => ({ url: `/saved-views/${id}`, method: 'DELETE' }),
      transformResponse: (answer: SuccessEnvelope<{ message: string }>) => answer.success.message,
      invalidatesTags: (_answer, error) => (error ? [] : ['SavedView']),
    }),
  }),
});

export const { useListSavedViewsQuery, useCreateSavedViewMutation, useRenameSavedViewMutation, useDeleteSavedViewMutation } = savedViewsApi;

/** The message key the api gave a field of a refused write, if any. */
export function fieldErrorOf(error: unknown, field: string): string | null {
  const details = (error as { data?: { error?: { details?: Array<{ field: string; message: string }> } } } | undefined)?.data?.error?.details;
  return details?.find((detail) => detail.field === field)?.message ?? null;
}

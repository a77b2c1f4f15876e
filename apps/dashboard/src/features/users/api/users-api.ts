import type { ListBody, ResultBody, SuccessEnvelope, UserDetailView, UserView } from '@voc/contracts';
import { api } from '../../../lib/store/api';
import type { UserBody } from '../utils/user-form-values';
import type { UserSearchQuery } from '../utils/user-search-params';

/** A user write's answer, with the message the app shows for it (SPEC.md §7: success.updated). */
export interface UserSaved {
  result: UserDetailView;
  message: 'success.updated';
}

/**
 * 'Dealer': a dealer's page lists its staff accounts; the dealers feature reads that tag by its
 * name, and a user write refreshes it.
 */
const usersWithTags = api.enhanceEndpoints({ addTagTypes: ['User', 'Dealer'] });

const LIST = { type: 'User', id: 'LIST' } as const;

const saved = (answer: SuccessEnvelope<ResultBody<UserDetailView>>): UserSaved => ({ result: answer.success.result, message: 'success.updated' });

/** User management (SPEC.md §7 Users), for csn only: search, details with history, create and edit. */
export const usersApi = usersWithTags.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<ListBody<UserView>, UserSearchQuery>({
      query: (params) => ({ url: '/users', params }),
      transformResponse: (answer: SuccessEnvelope<ListBody<UserView>>) => answer.success,
      providesTags: (answer) => [LIST, ...(answer?.result.map((user) => ({ type: 'User' as const, id: user._id })) ?? [])],
    }),
    getUser: build.query<UserDetailView, string>({
      query: (id) => `/users/${id}`,
      transformResponse: (answer: SuccessEnvelope<ResultBody<UserDetailView>>) => answer.success.result,
      providesTags: (_answer, _error, id) => [{ type: 'User', id }],
    }),
    createUser: build.mutation<UserSaved, UserBody>({
      query: (body) => ({ url: '/users', method: 'POST', body }),
      transformResponse: saved,
      invalidatesTags: (_answer, error) => (error ? [] : [LIST, 'Dealer']),
    }),
    /** PUT /api/users/{_id}: the form's fields; a blank password is left out (kept). */
    updateUser: build.mutation<UserSaved, { id: string; body: UserBody }>({
      query: ({ id, body }) => ({ url: `/users/${id}`, method: 'PUT', body }),
      transformResponse: saved,
      invalidatesTags: (_answer, error, { id }) => (error ? [] : [{ type: 'User', id }, LIST, 'Dealer']),
    }),
  }),
});

export const { useListUsersQuery, useGetUserQuery, useCreateUserMutation, useUpdateUserMutation } = usersApi;

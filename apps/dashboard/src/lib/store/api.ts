import { type BaseQueryFn, type FetchArgs, createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { ApiError } from '../api-error';
import { takeEarlyResponse } from './early-responses';
import type { RootState } from './root-reducer';

/**
 * The one RTK Query api for the product's own server (same origin, under /api). Features add
 * their endpoints with `api.injectEndpoints` in their own `api/` folder.
 */
const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  // The first request of an address main.tsx already asked for gets that answer (early-responses.ts).
  fetchFn: (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return takeEarlyResponse(request) ?? fetch(request);
  },
  prepareHeaders: (headers, { getState }) => {
    const { auth, ui } = getState() as RootState;
    if (auth.session) headers.set('Authorization', `${auth.session.token_type} ${auth.session.token}`);
    headers.set('Accept-Language', ui.locale);
    return headers;
  },
});

/** Keeps the HTTP status text on errors: the alert shows "status : text" when the body has none. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error) return { ...result, error: { ...result.error, statusText: result.meta?.response?.statusText } };
  return result;
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Profile'],
  endpoints: () => ({}),
});

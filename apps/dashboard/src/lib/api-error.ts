import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

/** A failed call as the dashboard's base query reports it: RTK Query's error plus the status text. */
export type ApiError = FetchBaseQueryError & { statusText?: string };

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

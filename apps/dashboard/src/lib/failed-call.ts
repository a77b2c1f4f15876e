import type { FailedCall } from '@voc/contracts';
import { isApiError } from './api-error';

/**
 * Turns an RTK Query error into the shape `buildErrorMessage` (SPEC.md §8) reads. Network and
 * timeout failures become message keys so the alert is translated like any api message.
 */
export function toFailedCall(error: unknown): FailedCall {
  if (isApiError(error)) {
    if (typeof error.status === 'number') {
      return { response: { status: error.status, statusText: error.statusText, data: error.data } };
    }
    switch (error.status) {
      case 'FETCH_ERROR':
        return { message: 'errors.network' };
      case 'TIMEOUT_ERROR':
        return { message: 'errors.timeout' };
      case 'PARSING_ERROR':
        // The body was not JSON (a proxy's HTML page, say): show status and text, not the page.
        return { response: { status: error.originalStatus, statusText: error.statusText } };
      case 'CUSTOM_ERROR':
        return { message: error.error };
    }
  }
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return { message: error.message };
  }
  return { message: 'errors.internal' };
}

import type { ErrorBody } from './envelope';

/** The parts of a failed call that the message is built from (a fetch or RTK Query error). */
export interface FailedCall {
  /** The HTTP answer, when there was one. */
  response?: {
    status?: number | string;
    statusText?: string;
    data?: unknown;
  };
  /** The error's own message (network failure, timeout...). */
  message?: string;
}

function errorBodyOf(data: unknown): ErrorBody | undefined {
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  const error = (data as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { name, message } = error as Partial<ErrorBody>;
  return typeof name === 'string' && typeof message === 'string' ? (error as ErrorBody) : undefined;
}

function bodyMessageOf(data: unknown): string | undefined {
  if (typeof data === 'string' && data.trim() !== '') return data;
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}

/**
 * The alert text for a failed call (SPEC.md §8), in this order:
 * 1. the response has an error with name and message: the message alone when it is a known key
 *    (`translate` gave it a text: the user reads their language, not an English error name before
 *    it, issue 16); else name and message together, as SPEC.md §8 says for unknown errors;
 * 2. otherwise the response body's message;
 * 3. otherwise "status : text";
 * 4. without a response, the error's own message.
 * `translate` turns message keys into the user's language; other strings pass through it unchanged.
 */
export function buildErrorMessage(failure: FailedCall, translate: (keyOrText: string) => string = (s) => s): string {
  const response = failure.response;
  if (!response) return translate(failure.message ?? 'errors.internal');
  const body = errorBodyOf(response.data);
  if (body) {
    const text = translate(body.message);
    return text !== body.message ? text : `${body.name} : ${text}`;
  }
  const bodyMessage = bodyMessageOf(response.data);
  if (bodyMessage) return translate(bodyMessage);
  return `${response.status ?? ''} : ${response.statusText ?? ''}`.trim();
}

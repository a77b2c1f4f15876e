import { isApiError } from '../api-error';

/**
 * Whether a failed profile load ends the session (issue 16): only a 401, an expired or revoked
 * token. An aborted request (F5 or Back while loading), a network failure, a timeout or a server
 * error keep the stored session; the user may try again.
 */
export function profileFailureEndsSession(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

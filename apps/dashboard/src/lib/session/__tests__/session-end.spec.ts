import { profileFailureEndsSession } from '../session-end';

describe('profileFailureEndsSession', () => {
  it.each<[string, unknown, boolean]>([
    ['an expired or revoked token (401)', { status: 401, data: { error: { name: 'Unauthorized', message: 'errors.auth.unauthorized' } } }, true],
    ['a request aborted by a reload or Back', { status: 'FETCH_ERROR', error: 'AbortError: The user aborted a request.' }, false],
    ['no network', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, false],
    ['a timeout', { status: 'TIMEOUT_ERROR', error: 'timeout' }, false],
    ['a server error', { status: 500, data: { error: { name: 'InternalError', message: 'errors.internal' } } }, false],
    ['a proxy page instead of JSON', { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' }, false],
    ['a forbidden answer (not a token problem)', { status: 403, data: {} }, false],
    ['nothing usable', undefined, false],
  ])('%s: %s', (_case, error, ends) => {
    expect(profileFailureEndsSession(error)).toBe(ends);
  });
});

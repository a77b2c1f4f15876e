/** What a fresh load of an address starts: the light sign-in screen or the whole app (issue 15). */
export type StartModule = 'sign-in' | 'app';

/** The addresses of the sign-in screen. */
export const DEALER_SIGN_IN_ADDRESS = '/signin';
export const STAFF_SIGN_IN_ADDRESS = '/signin/admin';

/** The sign-in address `pathname` is (a trailing slash allowed), or null when it is none. */
export function signInAddressOf(pathname: string): typeof DEALER_SIGN_IN_ADDRESS | typeof STAFF_SIGN_IN_ADDRESS | null {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (path === DEALER_SIGN_IN_ADDRESS) return DEALER_SIGN_IN_ADDRESS;
  if (path === STAFF_SIGN_IN_ADDRESS) return STAFF_SIGN_IN_ADDRESS;
  return null;
}

/**
 * A signed-out visit to a sign-in address gets the light sign-in screen (no router, store or MUI);
 * anything else, and a signed-in visit to a sign-in address (the app sends that user on), the app.
 */
export function startModuleFor(pathname: string, hasStoredSession: boolean): StartModule {
  return !hasStoredSession && signInAddressOf(pathname) ? 'sign-in' : 'app';
}

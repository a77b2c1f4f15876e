import { HOME_PATH } from '../app/routes/landing-path';

/**
 * What a fresh load of an address starts (issue 15): the light sign-in screen, the light first view
 * of /app/main (its key figures while the app loads behind it), or the whole app.
 */
export type StartModule = 'sign-in' | 'first-view' | 'app';

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

/** The addresses that open the dashboard home, /app/main (/app redirects to it). */
export const MAIN_PAGE_ADDRESSES: readonly string[] = [HOME_PATH, '/app', '/app/'];

/** Whether `pathname` opens the dashboard home, /app/main (/app redirects to it). */
export const opensMainPage = (pathname: string) => MAIN_PAGE_ADDRESSES.includes(pathname);

/**
 * A signed-out visit to a sign-in address gets the light sign-in screen (no router, store or MUI);
 * a signed-in visit to /app/main (or /app) the light first view, which starts the app behind it;
 * anything else, and a signed-in visit to a sign-in address (the app sends that user on), the app.
 */
export function startModuleFor(pathname: string, hasStoredSession: boolean): StartModule {
  if (!hasStoredSession) return signInAddressOf(pathname) ? 'sign-in' : 'app';
  return opensMainPage(pathname) ? 'first-view' : 'app';
}

/**
 * Which sign-in page the user last signed in at, so that one who must sign in again (an expired
 * or revoked token) lands on the same kind of page: staff on /signin/admin, dealers on /signin.
 * Not a secret; kept after the session ends.
 */
export const DEALER_SIGN_IN_PATH = '/signin';
export const STAFF_SIGN_IN_PATH = '/signin/admin';
export type SignInPath = typeof DEALER_SIGN_IN_PATH | typeof STAFF_SIGN_IN_PATH;

const SIGN_IN_PAGE_KEY = 'voc.signInPage';

export function readSignInPath(): SignInPath {
  try {
    return globalThis.localStorage?.getItem(SIGN_IN_PAGE_KEY) === STAFF_SIGN_IN_PATH ? STAFF_SIGN_IN_PATH : DEALER_SIGN_IN_PATH;
  } catch {
    return DEALER_SIGN_IN_PATH;
  }
}

export function storeSignInPath(path: SignInPath): void {
  globalThis.localStorage?.setItem(SIGN_IN_PAGE_KEY, path);
}

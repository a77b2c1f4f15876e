import type { SignInResult } from '@voc/contracts';
import { landingPath } from '../app/routes/landing-path';
import { clearRememberedPath, readRememberedPath } from '../lib/session/remembered-path-storage';
import { storeSession } from '../lib/session/session-storage';
import { DEALER_SIGN_IN_PATH, STAFF_SIGN_IN_PATH, storeSignInPath } from '../lib/session/sign-in-page-storage';
import type { SignInKind } from './sign-in-fields';

/**
 * What the app does on a sign-in (lib/session/session-listener.ts, app/routes/root-redirect.tsx),
 * done by the light sign-in screen before it starts the app: the session and the sign-in page are
 * stored, and the address becomes the landing page (the remembered first address, else the
 * dashboard) without a history entry, the remembered address then forgotten.
 */
export function sessionStarted(result: SignInResult, kind: SignInKind): void {
  storeSession({ token: result.token, token_type: result.token_type });
  storeSignInPath(kind === 'staff' ? STAFF_SIGN_IN_PATH : DEALER_SIGN_IN_PATH);
  const landing = landingPath(readRememberedPath());
  clearRememberedPath();
  window.history.replaceState(null, '', landing);
}

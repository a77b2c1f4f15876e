import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { clearRememberedPath, storeRememberedPath } from './remembered-path-storage';
import { clearStoredSession, storeSession } from './session-storage';
import { storeSignInPath } from './sign-in-page-storage';
import { pathRemembered, sessionExpired, signInSucceeded, signedOut } from './auth-slice';

/**
 * Keeps browser storage in step with the auth state: the session is written on sign-in and removed
 * on sign-out; the remembered address lives until the next sign-in or sign-out.
 */
export const sessionListener = createListenerMiddleware();

sessionListener.startListening({
  matcher: signInSucceeded,
  effect: (action) => {
    storeSession({ token: action.payload.token, token_type: action.payload.token_type });
    clearRememberedPath();
  },
});

sessionListener.startListening({
  matcher: signInSucceeded,
  effect: (_action, { getState }) => {
    storeSignInPath((getState() as { auth: { signInPath: '/signin' | '/signin/admin' } }).auth.signInPath);
  },
});

sessionListener.startListening({
  matcher: isAnyOf(signedOut, sessionExpired),
  effect: () => {
    clearStoredSession();
    clearRememberedPath();
  },
});

sessionListener.startListening({
  actionCreator: pathRemembered,
  effect: (_action, { getState }) => {
    const { rememberedPath } = (getState() as { auth: { rememberedPath: string | null } }).auth;
    if (rememberedPath) storeRememberedPath(rememberedPath);
  },
});

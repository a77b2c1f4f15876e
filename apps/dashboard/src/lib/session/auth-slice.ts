import { type PayloadAction, createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { SignedInUser } from '@voc/contracts';
import { authApi } from './auth-api';
import { readRememberedPath } from './remembered-path-storage';
import { type Session, readStoredSession } from './session-storage';
import { DEALER_SIGN_IN_PATH, STAFF_SIGN_IN_PATH, type SignInPath, readSignInPath } from './sign-in-page-storage';

export interface AuthState {
  session: Session | null;
  user: SignedInUser | null;
  /**
   * The first address asked for (SPEC.md §2): the protected page a signed-out user was sent away
   * from (kept for the tab), else the one the browser opened. `/` sends a signed-in user there.
   */
  rememberedPath: string | null;
  /** A user's own sign-out: the next trip to the sign-in page must not remember the page left. */
  forgetNextPath: boolean;
  /** The sign-in page of the last sign-in: where a user who must sign in again is sent. */
  signInPath: SignInPath;
  /** The session ended by itself (401 from the profile): the sign-in page says so. */
  sessionEnded: boolean;
}

const bootPath = () => (typeof window === 'undefined' ? null : `${window.location.pathname}${window.location.search}`);

const initialState = (): AuthState => ({
  session: readStoredSession(),
  user: null,
  rememberedPath: readRememberedPath() ?? bootPath(),
  forgetNextPath: false,
  signInPath: readSignInPath(),
  sessionEnded: false,
});

// A changed password answers a new session too: it replaces the stored one (the old token is revoked).
const signedIn = isAnyOf(authApi.endpoints.signInStaff.matchFulfilled, authApi.endpoints.signInDealer.matchFulfilled, authApi.endpoints.changePassword.matchFulfilled);

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** A signed-out visit to a protected page: remember it for after sign-in. */
    pathRemembered(state, action: PayloadAction<string>) {
      if (state.forgetNextPath) state.forgetNextPath = false;
      else state.rememberedPath = action.payload;
    },
    /** The user signed out from the menu. */
    signedOut(state) {
      state.session = null;
      state.user = null;
      state.rememberedPath = null;
      state.forgetNextPath = true;
      state.sessionEnded = false;
    },
    /**
     * The stored session no longer works: the profile answered 401 (expired or revoked token).
     * Only that ends a session by itself; an aborted or failed request does not (issue 16).
     */
    sessionExpired(state) {
      state.session = null;
      state.user = null;
      state.forgetNextPath = false;
      state.sessionEnded = true;
    },

  },
  extraReducers: (builder) => {
    builder
      .addMatcher(signedIn, (state, action) => {
        state.session = { token: action.payload.token, token_type: action.payload.token_type };
        state.user = action.payload.user;
        state.forgetNextPath = false;
        state.sessionEnded = false;
        if (!authApi.endpoints.changePassword.matchFulfilled(action)) {
          state.signInPath = authApi.endpoints.signInStaff.matchFulfilled(action) ? STAFF_SIGN_IN_PATH : DEALER_SIGN_IN_PATH;
        }
      })
      .addMatcher(authApi.endpoints.getProfile.matchFulfilled, (state, action) => {
        state.user = action.payload;
      });
  },
  selectors: {
    selectSession: (state) => state.session,
    selectUser: (state) => state.user,
    selectRememberedPath: (state) => state.rememberedPath,
    selectSessionEnded: (state) => state.sessionEnded,
    /** Where a signed-out visit goes: the page of the last sign-in when the session ended by itself. */
    selectSignInPath: (state): SignInPath => (state.sessionEnded ? state.signInPath : DEALER_SIGN_IN_PATH),
  },
});

export const { pathRemembered, signedOut, sessionExpired } = authSlice.actions;
export const { selectSession, selectUser, selectRememberedPath, selectSignInPath, selectSessionEnded } = authSlice.selectors;
export const signInSucceeded = signedIn;

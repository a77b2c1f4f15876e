import { type PayloadAction, createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { SignedInUser } from '@voc/contracts';
import { authApi } from '../api/auth-api';
import { readRememberedPath } from '../utils/remembered-path-storage';
import { type Session, readStoredSession } from '../utils/session-storage';

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
}

const bootPath = () => (typeof window === 'undefined' ? null : `${window.location.pathname}${window.location.search}`);

const initialState = (): AuthState => ({
  session: readStoredSession(),
  user: null,
  rememberedPath: readRememberedPath() ?? bootPath(),
  forgetNextPath: false,
});

const signedIn = isAnyOf(authApi.endpoints.signInStaff.matchFulfilled, authApi.endpoints.signInDealer.matchFulfilled);

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
    },
    /** The stored session no longer works (the profile failed to load). */
    sessionExpired(state) {
      state.session = null;
      state.user = null;
      state.forgetNextPath = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(signedIn, (state, action) => {
        state.session = { token: action.payload.token, token_type: action.payload.token_type };
        state.user = action.payload.user;
        state.forgetNextPath = false;
      })
      .addMatcher(authApi.endpoints.getProfile.matchFulfilled, (state, action) => {
        state.user = action.payload;
      });
  },
  selectors: {
    selectSession: (state) => state.session,
    selectUser: (state) => state.user,
    selectRememberedPath: (state) => state.rememberedPath,
  },
});

export const { pathRemembered, signedOut, sessionExpired } = authSlice.actions;
export const { selectSession, selectUser, selectRememberedPath } = authSlice.selectors;
export const signInSucceeded = signedIn;

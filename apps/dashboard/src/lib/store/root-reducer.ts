import type { StateFromReducersMapObject } from '@reduxjs/toolkit';
import { authSlice } from '../session/auth-slice';
import { api } from './api';
import { uiSlice } from './ui-slice';

/** The state every page shares: the server cache, the signed-in session and the interface's own state. */
export const rootReducer = {
  [api.reducerPath]: api.reducer,
  [authSlice.reducerPath]: authSlice.reducer,
  [uiSlice.reducerPath]: uiSlice.reducer,
};

export type RootState = StateFromReducersMapObject<typeof rootReducer>;

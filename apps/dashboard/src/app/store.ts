import { configureStore } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/stores/auth-slice';
import { sessionListener } from '../features/auth/stores/session-listener';
import { api } from './api';
import { apiErrorAlert } from './api-error-alert';
import { apiSuccessMessage } from './api-success-message';
import { uiSlice } from './ui-slice';

export function createAppStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [authSlice.reducerPath]: authSlice.reducer,
      [uiSlice.reducerPath]: uiSlice.reducer,
    },
    middleware: (getDefault) => getDefault().prepend(sessionListener.middleware, apiErrorAlert.middleware, apiSuccessMessage.middleware).concat(api.middleware),
  });
}

export const store = createAppStore();

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

import { configureStore } from '@reduxjs/toolkit';
import { sessionListener } from '../lib/session/session-listener';
import { api } from '../lib/store/api';
import { rootReducer } from '../lib/store/root-reducer';
import { apiErrorAlert } from './api-error-alert';
import { apiSuccessMessage } from './api-success-message';

export function createAppStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(sessionListener.middleware, apiErrorAlert.middleware, apiSuccessMessage.middleware).concat(api.middleware),
  });
}

export const store = createAppStore();

export type AppStore = ReturnType<typeof createAppStore>;
export type { RootState } from '../lib/store/root-reducer';
export type AppDispatch = AppStore['dispatch'];

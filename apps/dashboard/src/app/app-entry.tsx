import '@fontsource/sarabun/300.css';
import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/500.css';
import '@fontsource/sarabun/600.css';
import '@fontsource/sarabun/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { switchLanguage } from '../i18n/catalogue-loading';
import { i18n } from '../i18n/i18n';
import { readStoredLocale } from '../i18n/locale-storage';
import { authApi } from '../lib/session/auth-api';
import { AppProvider } from './provider';
import { AppRouter } from './router';
import { store } from './store';

const render = (root: HTMLElement) =>
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );

/**
 * Starts the app in `container` (main.tsx, or the sign-in screen once the user signed in there):
 * the store reads the stored session and the address as they are now.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  // A stored session opening the app: its profile call goes out now, not after the first render (the
  // protected area's hook joins this request), so the page, which waits for it, shows sooner on a
  // slow phone (issue 15: the call went out 1.2 s earlier in a throttled trace).
  if (store.getState().auth.session && window.location.pathname.startsWith('/app')) {
    void store.dispatch(authApi.endpoints.getProfile.initiate(undefined, { subscribe: false }));
  }

  // Thai's start texts are in this bundle; another stored language is fetched before the first paint,
  // so the page never shows in one language and then flips (if it cannot be fetched, in Thai).
  try {
    await switchLanguage(i18n, readStoredLocale());
  } catch (error: unknown) {
    console.error('language could not be loaded', error);
  }
  render(container);
}

// reflect-metadata is not here: the few @voc/contracts modules whose decorators read design-time
// metadata import it themselves (issue 15: 4 KB gzipped less before any page shows).
import '@fontsource/sarabun/300.css';
import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/500.css';
import '@fontsource/sarabun/600.css';
import '@fontsource/sarabun/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { switchLanguage } from './i18n/catalogue-loading';
import { i18n } from './i18n/i18n';
import { readStoredLocale } from './i18n/locale-storage';
import { store } from './app/store';
import { authApi } from './lib/session/auth-api';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const render = (root: HTMLElement) =>
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );

// A stored session opening the app: its profile call goes out now, not after the first render (the
// protected area's hook joins this request), so the page, which waits for it, shows sooner on a
// slow phone (issue 15: the call went out 1.2 s earlier in a throttled trace).
if (store.getState().auth.session && window.location.pathname.startsWith('/app')) {
  void store.dispatch(authApi.endpoints.getProfile.initiate(undefined, { subscribe: false }));
}

// Thai's start texts are in this bundle; another stored language is fetched before the first paint,
// so the page never shows in one language and then flips (if it cannot be fetched, in Thai).
void switchLanguage(i18n, readStoredLocale())
  .catch((error: unknown) => console.error('language could not be loaded', error))
  .finally(() => render(container));

import '../components/reports/kpi-figures.css';
import './first-view.css';
import { DEFAULT_LOCALE } from '@voc/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { EarlyMainPageCalls } from '../boot/early-app-requests';
import { preloadMainPageCode } from '../boot/main-page-code';
import { switchLanguage } from '../i18n/catalogue-loading';
import { i18n } from '../i18n/i18n';
import { readStoredLocale } from '../i18n/locale-storage';
import { thTHFirstView } from '../i18n/th-TH-first-view';
import { appShown, awaitAppShown } from '../lib/first-view/first-view-handover';
import { FirstViewPage } from './first-view-page';

/** Should the app never say it shows its page (a fault), it is revealed after this anyway. */
export const HAND_OVER_AT_LATEST_MS = 30_000;
/** The app's code waits for the figures' answers at most this long (it shares the line with them). */
export const APP_CODE_WAITS_AT_MOST_MS = 3_000;

/** When the key figures' answers are in (or failed), or there are none to wait for. */
function figuresAnswered(calls: EarlyMainPageCalls | null): Promise<unknown> {
  return calls ? calls.figures.then((figures) => figures && Promise.all([figures.open, figures.total])) : Promise.resolve();
}

/**
 * Starts the light first view of /app/main (main.tsx, for a signed-in fresh load of it, issue 15):
 * shown in a box of its own before `container`, with the early calls' answers; then the app starts
 * in `container`, hidden, and the first view leaves the moment the app shows its own page
 * (lib/first-view/first-view-handover.ts). The app takes the early answers (no second request)
 * and the same i18next instance, with the language already fetched.
 */
export async function startFirstView(container: HTMLElement, calls: EarlyMainPageCalls | null): Promise<void> {
  // Thai's texts for this view come with this chunk; another stored language is fetched first (as the app does).
  i18n.addResourceBundle(DEFAULT_LOCALE, 'translation', thTHFirstView, true, false);
  try {
    await switchLanguage(i18n, readStoredLocale());
  } catch (error: unknown) {
    console.error('language could not be loaded', error);
  }
  document.documentElement.lang = i18n.language;

  const box = document.createElement('div');
  box.dataset.firstView = 'main';
  container.before(box);
  container.hidden = true;
  const root = createRoot(box);
  let latest: ReturnType<typeof setTimeout> | undefined;
  awaitAppShown(() => {
    clearTimeout(latest);
    // Out of the page and the app in, in one task; the view's React root is let go of after the
    // app's effect that called this (a root is not unmounted while React is committing).
    box.remove();
    container.hidden = false;
    setTimeout(() => root.unmount(), 0);
  });
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <FirstViewPage calls={calls} />
      </I18nextProvider>
    </StrictMode>,
  );

  // The app's code once the figures' answers are in: on a slow line its 220 KB would have shared
  // the line with this view's code and those answers (a trace: the profile answered 4 s late).
  await Promise.race([figuresAnswered(calls), new Promise((resolve) => setTimeout(resolve, APP_CODE_WAITS_AT_MOST_MS))]);
  preloadMainPageCode();
  try {
    const app = await import('../app/app-entry');
    await app.startApp(container);
    latest = setTimeout(appShown, HAND_OVER_AT_LATEST_MS);
  } catch (error: unknown) {
    // The app's code could not be fetched: a full load of the address gets it again.
    console.error('the app could not be started', error);
    appShown();
    window.location.reload();
  }
}

import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/700.css';
import './sign-in.css';
import type { SignInResult } from '@voc/contracts';
import type { Locale } from '@voc/domain';
import { StrictMode, useState } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { startEarlyAppRequests } from '../boot/early-app-requests';
import { switchLanguage } from '../i18n/catalogue-loading';
import { i18n } from '../i18n/i18n';
import { readStoredLocale, storeLocale } from '../i18n/locale-storage';
import { SignInScreen } from './sign-in-screen';
import type { SignInKind } from './sign-in-fields';
import { sessionStarted } from './session-start';

/** Applies a language: its catalogue fetched first (the other one is never part of the first load). */
async function applyLocale(locale: Locale): Promise<void> {
  try {
    await switchLanguage(i18n, locale);
    document.documentElement.lang = locale;
  } catch (error: unknown) {
    console.error('language could not be loaded', error);
  }
}

function LightSignIn({ initialLocale, onSignedIn }: { initialLocale: Locale; onSignedIn: (result: SignInResult, kind: SignInKind) => void }) {
  const [locale, setLocale] = useState(initialLocale);
  const change = (next: Locale) => {
    storeLocale(next);
    void applyLocale(next).then(() => setLocale(next));
  };
  return <SignInScreen locale={locale} onLocaleChange={change} onSignedIn={onSignedIn} />;
}

/**
 * Shows the light sign-in screen in `container` (main.tsx, for a signed-out fresh load of a sign-in
 * address). Once the user is signed in, the session is stored as the app stores it and the app
 * starts in the same container at the address the app would have sent the user to.
 */
export async function startSignIn(container: HTMLElement): Promise<void> {
  const locale = readStoredLocale();
  await applyLocale(locale);
  let root: Root | null = createRoot(container);
  const signedIn = (result: SignInResult, kind: SignInKind) => {
    sessionStarted(result, kind);
    // While the app's code comes: its profile call, and on /app/main the report calls and the page's code.
    startEarlyAppRequests({ token: result.token, token_type: result.token_type }, window.location.pathname);
    root?.unmount();
    root = null;
    import('../app/app-entry')
      .then((module) => module.startApp(container))
      .catch((error: unknown) => {
        // The app's code could not be fetched: a full load of the address gets it again.
        console.error('the app could not be started', error);
        window.location.reload();
      });
  };
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <LightSignIn initialLocale={locale} onSignedIn={signedIn} />
      </I18nextProvider>
    </StrictMode>,
  );
}

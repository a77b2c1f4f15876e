import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/700.css';
import './sign-in.css';
import type { SignInResult, SignedInUser } from '@voc/contracts';
import type { Locale } from '@voc/domain';
import { StrictMode, useState } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { EarlyKpiFigures } from '../boot/early-dashboard-requests';
import { startSignInAnswerRequests } from '../boot/sign-in-answer-requests';
import { switchLanguage } from '../i18n/catalogue-loading';
import { i18n } from '../i18n/i18n';
import { readStoredLocale, storeLocale } from '../i18n/locale-storage';
import { SignInScreen } from './sign-in-screen';
import type { SignInKind } from './sign-in-fields';
import { sessionStarted } from './session-start';
import { signInChecksLoaded } from './sign-in-checks';
import { prefetchSignedInCode } from './signed-in-code-prefetch';

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
 * What a sign-in opens (issue 32): on /app/main the light first view with the key figures from the
 * report calls the answer started, the app starting behind it (src/first-view, as a signed-in fresh
 * load of /app/main shows it); elsewhere the app. Their code was fetched while the form was shown.
 */
async function startSignedIn(container: HTMLElement, user: SignedInUser, figures: Promise<EarlyKpiFigures | null> | null): Promise<void> {
  // Each import its own statement (main.tsx says why).
  if (figures) {
    const firstView = await import('../first-view/first-view-entry');
    return firstView.startFirstView(container, { user: Promise.resolve(user), figures });
  }
  const app = await import('../app/app-entry');
  return app.startApp(container);
}

/**
 * Shows the light sign-in screen in `container` (main.tsx, for a signed-out fresh load of a sign-in
 * address). Once the user is signed in, the session is stored as the app stores it and the app
 * starts in the same container at the address the app would have sent the user to (on /app/main
 * behind the light first view).
 */
export async function startSignIn(container: HTMLElement): Promise<void> {
  const locale = readStoredLocale();
  await applyLocale(locale);
  let root: Root | null = createRoot(container);
  const signedIn = (result: SignInResult, kind: SignInKind) => {
    sessionStarted(result, kind);
    // Before any code runs: the app's profile from the answer, and on /app/main the report calls.
    const figures = startSignInAnswerRequests(result, window.location.pathname);
    root?.unmount();
    root = null;
    startSignedIn(container, result.user, figures).catch((error: unknown) => {
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
  // The code the sign-in opens comes while the user types (after the form's checks' code).
  void prefetchSignedInCode(signInChecksLoaded());
}

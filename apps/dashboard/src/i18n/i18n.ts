import { DEFAULT_LOCALE, LOCALES } from '@voc/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setDateLocale } from '../lib/date-style';
import { thTHStart } from './th-TH-start';

/**
 * The one i18next instance. Keys are flat (no key or namespace separator) so api message keys
 * such as "errors.signin.invalid" are looked up as they are, and a plain sentence the api sends
 * instead of a key comes back unchanged. It starts in Thai (the default, and the fallback) with
 * the Thai texts of the start bundle (th-TH-start.ts: sign-in, frames, messages, errors); the
 * pages' Thai texts come with the signed-in area's code. main.tsx switches to the stored language
 * before the first render, and LocaleSync on every change, each after fetching that language's
 * catalogue (catalogue-loading.ts).
 */
export const i18n = i18next.createInstance();

// Dates follow the language (lib/date-format.ts), switched before anything re-renders in it.
i18n.on('languageChanged', setDateLocale);

void i18n.use(initReactI18next).init({
  // A copy: adding the pages' texts later (catalogue-loading.ts) extends this object in place.
  resources: { [DEFAULT_LOCALE]: { translation: { ...thTHStart } } },
  partialBundledLanguages: true,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  load: 'currentOnly',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

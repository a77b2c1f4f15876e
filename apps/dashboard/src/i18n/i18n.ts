import { DEFAULT_LOCALE, LOCALES } from '@voc/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CATALOGUES } from './catalogues';
import { readStoredLocale } from './locale-storage';

/**
 * The one i18next instance. Keys are flat (no key or namespace separator) so api message keys
 * such as "errors.signin.invalid" are looked up as they are, and a plain sentence the api sends
 * instead of a key comes back unchanged.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    'th-TH': { translation: CATALOGUES['th-TH'] },
    'en-US': { translation: CATALOGUES['en-US'] },
  },
  lng: readStoredLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  load: 'currentOnly',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

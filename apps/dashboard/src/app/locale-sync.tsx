import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../i18n/catalogue-loading';
import { storeLocale } from '../i18n/locale-storage';
import { useAppSelector } from '../lib/store/store-hooks';
import { selectLocale } from '../lib/store/ui-slice';

/**
 * Applies the chosen language: i18next (once its catalogue is fetched: until then the page stays
 * in the language it shows), <html lang>, the page title, and remembers it.
 */
export function LocaleSync() {
  const locale = useAppSelector(selectLocale);
  const { i18n, t } = useTranslation();

  useEffect(() => {
    storeLocale(locale);
    let current = true;
    // A later choice made while this catalogue was on its way wins.
    void switchLanguage(i18n, locale, () => current)
      .then(() => {
        if (current) document.documentElement.lang = locale;
      })
      .catch((error: unknown) => console.error('language could not be loaded', error));
    return () => {
      current = false;
    };
  }, [i18n, locale]);

  useEffect(() => {
    document.title = t('app.title');
  }, [t, locale]);

  return null;
}

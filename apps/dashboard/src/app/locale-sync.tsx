import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { storeLocale } from '../i18n/locale-storage';
import { useAppSelector } from '../lib/store/store-hooks';
import { selectLocale } from '../lib/store/ui-slice';

/** Applies the chosen language: i18next, <html lang>, the page title, and remembers it. */
export function LocaleSync() {
  const locale = useAppSelector(selectLocale);
  const { i18n, t } = useTranslation();

  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
    storeLocale(locale);
  }, [i18n, locale]);

  useEffect(() => {
    document.title = t('app.title');
  }, [t, locale]);

  return null;
}

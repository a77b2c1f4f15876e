import { DEFAULT_LOCALE, type Locale } from '@voc/domain';
import type { i18n as I18n } from 'i18next';
import type { Catalogue } from './th-TH';

/**
 * The languages other than Thai, each fetched the first time it is chosen. Thai, the default and
 * the fallback, is part of the start bundle (i18n.ts), so a Thai user never waits for it.
 */
const LOADERS: Partial<Record<Locale, () => Promise<Catalogue>>> = {
  'en-US': () => import('./en-US').then((module) => module.enUS),
};

/** Makes `locale`'s catalogue available to `i18n` (fetching it once); answers when it is. */
export async function ensureCatalogue(i18n: I18n, locale: Locale): Promise<void> {
  const load = LOADERS[locale];
  if (locale === DEFAULT_LOCALE || !load || i18n.hasResourceBundle(locale, 'translation')) return;
  const catalogue = await load();
  i18n.addResourceBundle(locale, 'translation', catalogue, true, true);
}

/**
 * Switches to `locale` once its catalogue is there, so no text ever shows as its raw key; not if
 * `stillWanted` says another language was chosen meanwhile.
 */
export async function switchLanguage(i18n: I18n, locale: Locale, stillWanted: () => boolean = () => true): Promise<void> {
  await ensureCatalogue(i18n, locale);
  if (stillWanted() && i18n.language !== locale) await i18n.changeLanguage(locale);
}

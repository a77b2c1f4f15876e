import { DEFAULT_LOCALE, type Locale } from '@voc/domain';
import type { i18n as I18n } from 'i18next';
import type { Catalogue } from './th-TH';

/**
 * The languages other than Thai, each fetched the first time it is chosen, whole. Thai, the
 * default and the fallback, starts with the texts of the start bundle (th-TH-start.ts, i18n.ts),
 * so a Thai user never waits for them; its pages' texts (th-TH.ts) are fetched with the signed-in
 * area's code (ensurePageTexts), so the sign-in page does not carry them (issue 15).
 */
const LOADERS: Partial<Record<Locale, () => Promise<Catalogue>>> = {
  'en-US': () => import('./en-US').then((module) => module.enUS),
};
const loadThaiPageTexts = () => import('./th-TH').then((module) => module.thTHPages);

/** The instances whose pages' texts were asked for: Thai's are fetched for them whenever Thai is on. */
const pageTextsWanted = new WeakSet<I18n>();
const thaiPageTexts = new WeakMap<I18n, Promise<void>>();

function ensureThaiPageTexts(i18n: I18n): Promise<void> {
  let loading = thaiPageTexts.get(i18n);
  if (!loading) {
    loading = loadThaiPageTexts().then((texts) => {
      i18n.addResourceBundle(DEFAULT_LOCALE, 'translation', texts, true, true);
    });
    // A failed fetch is tried again next time.
    loading.catch(() => thaiPageTexts.delete(i18n));
    thaiPageTexts.set(i18n, loading);
  }
  return loading;
}

/**
 * Makes `locale`'s texts available to `i18n` (fetching them once); answers when they are. For
 * Thai that is the start texts (always there), and the pages' once ensurePageTexts was called.
 */
export async function ensureCatalogue(i18n: I18n, locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) {
    if (pageTextsWanted.has(i18n)) await ensureThaiPageTexts(i18n);
    return;
  }
  const load = LOADERS[locale];
  if (!load || i18n.hasResourceBundle(locale, 'translation')) return;
  const catalogue = await load();
  i18n.addResourceBundle(locale, 'translation', catalogue, true, true);
}

/**
 * Makes the pages' texts in the current language available (and, from now on, in any language
 * switched to): called as the signed-in area's code is fetched, before any page shows.
 */
export async function ensurePageTexts(i18n: I18n): Promise<void> {
  pageTextsWanted.add(i18n);
  await ensureCatalogue(i18n, i18n.language as Locale);
}

/**
 * Switches to `locale` once its catalogue is there, so no text ever shows as its raw key; not if
 * `stillWanted` says another language was chosen meanwhile.
 */
export async function switchLanguage(i18n: I18n, locale: Locale, stillWanted: () => boolean = () => true): Promise<void> {
  await ensureCatalogue(i18n, locale);
  if (stillWanted() && i18n.language !== locale) await i18n.changeLanguage(locale);
}

import { DEFAULT_LOCALE, type Locale, isLocale } from '@voc/domain';
import { LOCALE_STORAGE_KEY } from './locale-storage-key';

/** The language chosen last time on this browser, else Thai. */
export function readStoredLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode or storage full: the choice then lasts for this page only.
  }
}

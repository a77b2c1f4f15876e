import { DEFAULT_LOCALE, isLocale, type Locale } from '@voc/domain';

/**
 * The language of a generated file: the `lang` query when given, else the first supported
 * language of Accept-Language (th or en, any region), else Thai.
 */
export function requestLocale(lang: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(lang)) return lang;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.map((p) => /^q=([\d.]+)$/.exec(p.trim())).find(Boolean);
      return { tag: tag.toLowerCase(), q: q ? Number(q[1]) : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag === 'th' || tag.startsWith('th-')) return 'th-TH';
    if (tag === 'en' || tag.startsWith('en-')) return 'en-US';
  }
  return DEFAULT_LOCALE;
}

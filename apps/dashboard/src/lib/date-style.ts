// The interface language's date style (lib/date-format.ts), kept apart from the formatting so the
// i18n instance can follow the language without bringing the formatting into every first load.

export type DateStyle = 'th' | 'en';

let currentStyle: DateStyle = 'th';

/** The style of a language: English ISO-like, anything else (Thai, the default) Thai. */
export function dateStyleOf(locale: string): DateStyle {
  return locale.startsWith('en') ? 'en' : 'th';
}

/** Follows the interface language (i18n.ts sets it on every change, before anything re-renders). */
export function setDateLocale(locale: string): void {
  currentStyle = dateStyleOf(locale);
}

export function currentDateStyle(): DateStyle {
  return currentStyle;
}

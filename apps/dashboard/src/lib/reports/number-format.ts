/**
 * Numbers as the interface language writes them (th-TH and en-US both use Arabic digits and the
 * same separators today, but the grouping and the percent sign come from Intl, not from us).
 * Years stay Gregorian: the report years (2018…) are chosen as such.
 */
const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

export const NO_VALUE = '–';

export function formatCount(value: number | null | undefined, locale: string): string {
  return value === null || value === undefined ? NO_VALUE : numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A rate the api gives in percent (87.5 → "87.5%"), one decimal. */
export function formatPercent(value: number | null | undefined, locale: string): string {
  return value === null || value === undefined ? NO_VALUE : numberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value / 100);
}

/** Percentage points with their sign: +4.2 / −3.0. */
export function formatPoints(value: number | null | undefined, locale: string): string {
  return value === null || value === undefined ? NO_VALUE : numberFormat(locale, { signDisplay: 'exceptZero', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** Average days, up to two decimals. */
export function formatDays(value: number | null | undefined, locale: string): string {
  return value === null || value === undefined ? NO_VALUE : numberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(value);
}

const gregorian = (locale: string) => `${locale}-u-ca-gregory`;

/** "2026-05" → "May 2026" / "พ.ค. 2026". */
export function formatMonthKey(key: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(key);
  if (!match) return key;
  return new Intl.DateTimeFormat(gregorian(locale), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

/** "2026-05-03" → "3 May" / "3 พ.ค.". */
export function formatDayKey(key: string, locale: string): string {
  const time = Date.parse(`${key}T00:00:00Z`);
  if (Number.isNaN(time)) return key;
  return new Intl.DateTimeFormat(gregorian(locale), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(time);
}

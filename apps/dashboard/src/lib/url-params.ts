/**
 * Readers for values kept in an address's search params. Each answers null for anything missing
 * or not understood, so the caller falls back to its default and a hand-edited or stale address
 * still opens a working page.
 */

/** A whole number from 1. */
export function positiveIntParam(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** One of the given options, exactly. */
export function oneOfParam<T extends string>(options: readonly T[], value: string | null): T | null {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : null;
}

/** A trimmed text of at most `max` characters ('' when missing). */
export function textParam(value: string | null, max: number): string {
  return (value ?? '').trim().slice(0, max);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A record id (lower-cased), or null. */
export function uuidParam(value: string | null): string | null {
  const text = value?.trim() ?? '';
  return isUuid(text) ? text.toLowerCase() : null;
}

/**
 * The search params of a page's state: only the values that differ from the defaults and are not
 * empty, in the defaults' key order (a fixed order keeps addresses comparable).
 */
export function searchOfParams<T extends { [K in keyof T]: string | number }>(params: T, defaults: T): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of Object.keys(defaults) as Array<keyof T & string>) {
    const value = params[key];
    if (value !== defaults[key] && value !== '') search.set(key, String(value));
  }
  return search;
}

/** The filled-in values only: what a list call sends (SPEC.md §5: empty parameters are dropped). */
export function withoutEmpty<T extends { [K in keyof T]: string | number }>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as Partial<T>;
}

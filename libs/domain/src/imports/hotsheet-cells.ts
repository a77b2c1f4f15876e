import { fromThaiWallClock } from '../locale/thai-time';

/**
 * Cell values as a spreadsheet reader hands them over: text, numbers, booleans, dates (when the
 * reader knows the cell's date format) or nothing. Dates usually arrive as Excel serial numbers,
 * because the streaming reader skips styles.
 */
export type HotsheetCell = string | number | boolean | Date | null | undefined;

/** Wall-clock date and time as written in the sheet (Thai time). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Excel's 1900 date system counts days from 1899-12-30 (its 1900 leap-year bug included). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const MAX_EXCEL_SERIAL = 2958465; // 9999-12-31

/** The text of a cell: trimmed, numbers without a trailing .0, empty as ''. */
export function cellText(value: HotsheetCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return value.toISOString();
}

export function isBlank(value: HotsheetCell): boolean {
  return cellText(value) === '';
}

function validWallClock(c: WallClock): boolean {
  if (c.year < 1900 || c.year > 9999 || c.month < 1 || c.month > 12 || c.day < 1 || c.hour > 23 || c.minute > 59 || c.second > 59) return false;
  const check = new Date(Date.UTC(c.year, c.month - 1, c.day));
  return check.getUTCFullYear() === c.year && check.getUTCMonth() === c.month - 1 && check.getUTCDate() === c.day;
}

function fromUtcFields(date: Date): WallClock {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

/** A year written in the Buddhist era (2569 = 2026 CE), as Thai users often type, in CE. */
const ceYear = (year: number) => (year > 2400 ? year - 543 : year);

const ISO_LIKE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const THAI_LIKE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:\s+(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?)?$/;

/**
 * Reads a date cell as its wall-clock time: an Excel serial number, a Date, YYYY-MM-DD[ HH:mm[:ss]]
 * or DD/MM/YYYY[ HH:mm[:ss]] (Thai order; a Buddhist-era year is accepted). Null when unreadable.
 */
export function cellWallClock(value: HotsheetCell): WallClock | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : fromUtcFields(value);
  if (typeof value === 'number') {
    if (!(value >= 1 && value <= MAX_EXCEL_SERIAL)) return null;
    // Round to the second: serials carry binary fractions of a day.
    return fromUtcFields(new Date(EXCEL_EPOCH_MS + Math.round(value * 86400) * 1000));
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let fields: WallClock | null = null;
  const iso = ISO_LIKE.exec(text);
  const thai = THAI_LIKE.exec(text);
  if (iso) {
    fields = { year: ceYear(Number(iso[1])), month: Number(iso[2]), day: Number(iso[3]), hour: Number(iso[4] ?? 0), minute: Number(iso[5] ?? 0), second: Number(iso[6] ?? 0) };
  } else if (thai) {
    fields = { year: ceYear(Number(thai[3])), month: Number(thai[2]), day: Number(thai[1]), hour: Number(thai[4] ?? 0), minute: Number(thai[5] ?? 0), second: Number(thai[6] ?? 0) };
  }
  return fields && validWallClock(fields) ? fields : null;
}

/** The instant a Thai wall-clock time names (Thailand keeps UTC+7 all year). */
export function bangkokInstant(c: WallClock): Date {
  return fromThaiWallClock(c.year, c.month, c.day, c.hour, c.minute, c.second);
}

export function isoDay(c: Pick<WallClock, 'year' | 'month' | 'day'>): string {
  return `${String(c.year).padStart(4, '0')}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
}

/**
 * A Thai phone number in one form: digits only, +66 written as 0; a number cell that lost its
 * leading zero gets it back. Null when it is not 9 digits (landline) or 10 (mobile) starting 0.
 */
export function normalizeThaiTel(value: HotsheetCell): string | null {
  let digits = typeof value === 'number' ? String(Math.trunc(value)) : cellText(value).replace(/[\s().-]/g, '');
  if (digits.startsWith('+66')) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith('66') && digits.length === 11) digits = `0${digits.slice(2)}`;
  if (/^[1-9]\d{7,8}$/.test(digits)) digits = `0${digits}`;
  return /^0\d{8,9}$/.test(digits) ? digits : null;
}

import { BANGKOK_OFFSET_MS, dayNumberText } from '@voc/domain';

/**
 * Thai calendar days and times (Asia/Bangkok is UTC+7 all year, no daylight saving), as the
 * survey service writes them: days are counted as whole days since 1970-01-01 in Bangkok.
 */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
const OFFSET_MS = BANGKOK_OFFSET_MS;
// A module constant, not a global lookup: see seeded-random.ts.
const { floor } = Math;

export function bangkokDay(ms: number): number {
  return floor((ms + OFFSET_MS) / DAY_MS);
}

/** Midnight in Bangkok of a day, as epoch ms. */
export function bangkokDayStart(day: number): number {
  return day * DAY_MS - OFFSET_MS;
}

// The clock is written from two-digit texts and the day's text is libs/domain's kept one: through
// Date.toISOString they were a quarter of the stand-in's CPU (bench:survey, stop 28).
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));

/** `YYYY-MM-DD` of a Bangkok day. */
export function formatBangkokDate(day: number): string {
  return dayNumberText(day);
}

/** `YYYY-MM-DDTHH:mm:ss+07:00`, whole seconds. */
export function formatBangkokTime(ms: number): string {
  const local = floor(ms / 1000) * 1000 + OFFSET_MS;
  const day = floor(local / DAY_MS);
  const second = (local - day * DAY_MS) / 1000;
  const hh = floor(second / 3600);
  const mm = floor((second % 3600) / 60);
  return `${formatBangkokDate(day)}T${TWO_DIGITS[hh]}:${TWO_DIGITS[mm]}:${TWO_DIGITS[second % 60]}+07:00`;
}

/** The Bangkok day `months` calendar months before `day` (clamped to the month's last day). */
export function monthsBefore(day: number, months: number): number {
  const d = new Date(day * DAY_MS);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return Math.round(target.getTime() / DAY_MS);
}

import { thaiDay } from '../locale/thai-time';

/**
 * No event is dated in the future (issue 31, item 9). A time a client sends with a command (a
 * complaint's date, a car's delivery date, a history line's time) may not lie after the server's
 * clock: a date with a time of day is compared as a moment; a date alone (YYYY-MM-DD) as a Thai
 * calendar day, so today's date is accepted all day long in Bangkok.
 */
export const FUTURE_TIME_REFUSAL = 'errors.field.future';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` (an ISO date or date-time) lies after `now`; an unreadable value is not judged here. */
export function isAfterNow(value: string, now: Date): boolean {
  if (DATE_ONLY.test(value)) return value > thaiDay(now);
  const time = Date.parse(value);
  return Number.isFinite(time) && time > now.getTime();
}

/** The named client times that lie after `now`, each with its refusal (none: an empty list). */
export function futureTimeProblems(times: Readonly<Record<string, string | null | undefined>>, now: Date): Array<{ field: string; message: typeof FUTURE_TIME_REFUSAL }> {
  return Object.entries(times)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '' && isAfterNow(entry[1], now))
    .map(([field]) => ({ field, message: FUTURE_TIME_REFUSAL }));
}

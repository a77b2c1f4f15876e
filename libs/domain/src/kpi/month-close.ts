import { fromThaiWallClock, thaiMonth } from '../locale/thai-time';

/**
 * Month-end freezing (issue 13, "month-end figures stay put"). A month of receipt closes at the end
 * of day MONTH_CLOSE_DAY of the month after it, Thai time (5: October closes when 5 November ends,
 * 00:00 on the 6th in Bangkok). From the first event in the log that happened at or after that
 * moment, the month's KPI and VOC figures are final: the projections copy them aside (the KPIs
 * judged as of the close itself) and never change the copy; what happens to its tickets later is
 * shown as late changes. Because the crossing is a point in the log, a rebuild freezes the same
 * figures.
 */
export const MONTH_CLOSE_DAY_DEFAULT = 5;
export const MONTH_CLOSE_DAY_MIN = 1;
/** At most the 28th, so every month has the day. */
export const MONTH_CLOSE_DAY_MAX = 28;

function parseMonth(month: string): { year: number; month: number } {
  const match = /^(\d{4})-(\d{2})-01$/.exec(month);
  if (!match) throw new RangeError(`not a month (YYYY-MM-01): ${month}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

function checkCloseDay(closeDay: number): void {
  if (!Number.isInteger(closeDay) || closeDay < MONTH_CLOSE_DAY_MIN || closeDay > MONTH_CLOSE_DAY_MAX) {
    throw new RangeError(`month close day must be a whole number from ${MONTH_CLOSE_DAY_MIN} to ${MONTH_CLOSE_DAY_MAX}, not ${closeDay}`);
  }
}

/** The month after `month` (both YYYY-MM-01). */
export function nextMonth(month: string): string {
  const { year, month: m } = parseMonth(month);
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
}

/** The month before `month` (both YYYY-MM-01). */
export function previousMonth(month: string): string {
  const { year, month: m } = parseMonth(month);
  return m === 1 ? `${year - 1}-12-01` : `${year}-${String(m - 1).padStart(2, '0')}-01`;
}

/** The moment `month` (YYYY-MM-01) closes: the end of day `closeDay` of the next month, Thai time. */
export function monthCloseAt(month: string, closeDay: number): Date {
  checkCloseDay(closeDay);
  const { year, month: m } = parseMonth(nextMonth(month));
  return fromThaiWallClock(year, m, closeDay + 1);
}

/** The latest month that has closed at `at` (YYYY-MM-01): every month up to it is final. */
export function lastClosedMonth(at: Date, closeDay: number): string {
  const before = previousMonth(thaiMonth(at));
  return at.getTime() >= monthCloseAt(before, closeDay).getTime() ? before : previousMonth(before);
}

/** Every month from `first` to `last`, both included (empty when `last` is before `first`). */
export function monthsThrough(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) months.push(month);
  return months;
}

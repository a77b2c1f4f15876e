/**
 * Thai calendar days (Asia/Bangkok, UTC+7 all year: Thailand keeps no daylight saving). One
 * function, so the survey sync, the projections, the reports, file names and the tests agree.
 */
const BANGKOK_OFFSET_MS = 7 * 3600 * 1000;

/** The Thai calendar day (YYYY-MM-DD) of a moment. */
export function thaiDay(at: Date | string): string {
  const time = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (!Number.isFinite(time)) throw new RangeError(`not a time: ${String(at)}`);
  return new Date(time + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Thai month (YYYY-MM-01) of a moment. */
export function thaiMonth(at: Date | string): string {
  return `${thaiDay(at).slice(0, 7)}-01`;
}

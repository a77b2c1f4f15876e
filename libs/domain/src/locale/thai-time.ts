/**
 * Thai time, the one module for it: Asia/Bangkok is UTC+7 all year (Thailand keeps no daylight
 * saving). Calendar days and months of a moment, the shift that makes UTC fields read as Thai
 * wall-clock fields, the car maker's fiscal year (April to March), and the same boundaries as SQL
 * fragments, so the projections, the reports, the exports, file names and the tests agree.
 */
export const BANGKOK_TIME_ZONE = 'Asia/Bangkok';
export const BANGKOK_OFFSET_MS = 7 * 3600 * 1000;

const DAY_MS = 24 * 3600 * 1000;
// A day's text is kept: the survey sync asks for the Thai day of a few times per item, and the
// survey stand-in writes a few per item; through Date.toISOString each was 3% and 12% of their CPU
// (bench:survey, stop 28).
const dayTexts = new Map<number, string>();

/** `YYYY-MM-DD` of a day counted in whole days since 1970-01-01 (a Thai day when counted in Bangkok). */
export function dayNumberText(day: number): string {
  let text = dayTexts.get(day);
  if (text === undefined) {
    if (dayTexts.size >= 4096) dayTexts.clear();
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dayTexts.set(day, text);
  }
  return text;
}

const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));
/** Years 0000-9999: Date.toISOString writes them in four digits; outside, with a sign and six. */
const FOUR_DIGIT_YEARS = { from: Date.parse('0000-01-01T00:00:00Z'), to: Date.parse('+010000-01-01T00:00:00Z') };

/**
 * `YYYY-MM-DD HH:mm` in Thai time (SPEC.md §5 datetime format), as `toISOString` of the moment
 * shifted to Thai wall-clock time writes it, built from the kept day's text and two-digit texts:
 * the hotsheet import writes three a notice, two notices a ticket, and through toISOString they
 * were ~5% of its CPU (bench:import, issue 34). Outside four-digit years, toISOString's own text.
 */
export function thaiDateTimeText(at: Date): string {
  const shifted = at.getTime() + BANGKOK_OFFSET_MS;
  if (!(shifted >= FOUR_DIGIT_YEARS.from && shifted < FOUR_DIGIT_YEARS.to)) return new Date(shifted).toISOString().slice(0, 16).replace('T', ' ');
  const day = Math.floor(shifted / DAY_MS);
  const minutes = Math.floor((shifted - day * DAY_MS) / 60_000);
  return `${dayNumberText(day)} ${TWO_DIGITS[Math.floor(minutes / 60)]}:${TWO_DIGITS[minutes % 60]}`;
}

const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));

/**
 * An instant (ms since 1970-01-01 UTC) as `Date.toISOString` writes it (`YYYY-MM-DDTHH:mm:ss.sssZ`),
 * from the kept day texts and the two- and three-digit texts: the survey sync writes three or four
 * an item (the stages' times, the events' and the answers'), and through toISOString they were
 * about as costly as the JSON of the event itself. Outside four-digit years, or for a fraction of a
 * millisecond, toISOString's own text (and its RangeError for an invalid time).
 */
export function isoInstantText(ms: number): string {
  if (!(ms >= FOUR_DIGIT_YEARS.from && ms < FOUR_DIGIT_YEARS.to) || !Number.isInteger(ms)) return new Date(ms).toISOString();
  const day = Math.floor(ms / DAY_MS);
  const inDay = ms - day * DAY_MS;
  const seconds = Math.floor(inDay / 1000);
  return `${dayNumberText(day)}T${TWO_DIGITS[Math.floor(seconds / 3600)]}:${TWO_DIGITS[Math.floor(seconds / 60) % 60]}:${TWO_DIGITS[seconds % 60]}.${THREE_DIGITS[inDay - seconds * 1000]}Z`;
}

/** The Thai calendar day (YYYY-MM-DD) of a moment. */
export function thaiDay(at: Date | string): string {
  const time = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (!Number.isFinite(time)) throw new RangeError(`not a time: ${String(at)}`);
  return dayNumberText(Math.floor((time + BANGKOK_OFFSET_MS) / DAY_MS));
}

/** The Thai month (YYYY-MM-01) of a moment. */
export function thaiMonth(at: Date | string): string {
  return `${thaiDay(at).slice(0, 7)}-01`;
}

/** A moment shifted so that its UTC fields (getUTCHours, toISOString…) read as Thai wall-clock time. */
export function toThaiWallClock(at: Date): Date {
  return new Date(at.getTime() + BANGKOK_OFFSET_MS);
}

/** The moment whose Thai wall-clock reading is the given fields (month 1-12). */
export function fromThaiWallClock(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - BANGKOK_OFFSET_MS);
}

/** The car maker's fiscal year starts in April: January to March count to the previous year (SPEC.md §5, §9). */
export const FISCAL_YEAR_START_MONTH = 4;

/** The fiscal year of a calendar month (1-12). */
export function fiscalYearOf(year: number, month: number): number {
  return month >= FISCAL_YEAR_START_MONTH ? year : year - 1;
}

/** The first Thai month (YYYY-MM-01) of the fiscal year a Thai month belongs to. */
export function fiscalYearStart(month: string): string {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return `${fiscalYearOf(year, m)}-${String(FISCAL_YEAR_START_MONTH).padStart(2, '0')}-01`;
}

/**
 * The same boundaries in PostgreSQL. Each takes an SQL expression (a parameter like `$1` or a
 * column) and answers an expression; nothing else in the code base writes the time zone out.
 */
export const THAI_SQL = {
  /** The instant a Thai local date or timestamp (no zone) stands for: `'2026-03-01'` → 2026-02-28T17:00Z. */
  instantOfLocal: (local: string) => `((${local})::timestamp AT TIME ZONE '${BANGKOK_TIME_ZONE}')`,
  /** The instant a Thai calendar day begins; `day` is a date or text `YYYY-MM-DD`. */
  dayStart: (day: string) => `(${day}::date::timestamp AT TIME ZONE '${BANGKOK_TIME_ZONE}')`,
  /** The instant the Thai month of a moment begins. */
  monthStartOf: (at: string) => `(date_trunc('month', ${at}::timestamptz AT TIME ZONE '${BANGKOK_TIME_ZONE}') AT TIME ZONE '${BANGKOK_TIME_ZONE}')`,
  /** The Thai month of a moment, as the date of its first day (`YYYY-MM-01`). */
  monthOf: (at: string) => `(date_trunc('month', ${at}::timestamptz AT TIME ZONE '${BANGKOK_TIME_ZONE}'))::date`,
  /** Today's Thai calendar day, as a date. */
  today: `(now() AT TIME ZONE '${BANGKOK_TIME_ZONE}')::date`,
} as const;

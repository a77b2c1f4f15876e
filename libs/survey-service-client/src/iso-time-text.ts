/**
 * The survey service's dates and times as text (../shared/SURVEY-SERVICE.md): `YYYY-MM-DD`, and
 * `YYYY-MM-DDTHH:mm[:ss[.fraction of 1-9 digits]]` with `Z` or an offset `±HH:MM` (hours 00-14), on
 * a real calendar day. Checked character by character: a page holds about six times per item, and
 * a regular expression with a Date per time was a quarter of a page's reading (bench:survey,
 * stop 28). Years before 100 are refused, as Date.UTC's two-digit years made them before.
 */

/** The digit at `i`, or -1. */
function digit(text: string, i: number): number {
  const d = text.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : -1;
}

/** The number written by `count` digits from `i`, or -1. */
function digits(text: string, i: number, count: number): number {
  let value = 0;
  for (let k = 0; k < count; k++) {
    const d = digit(text, i + k);
    if (d < 0) return -1;
    value = value * 10 + d;
  }
  return value;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** `YYYY-MM-DD` of a real calendar day at the start of `text`. */
function calendarDayAtStart(text: string): boolean {
  if (text.length < 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return false; // '-'
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  return year >= 100 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** A date `YYYY-MM-DD` on a real calendar day. */
export function isIsoDate(text: string): boolean {
  return text.length === 10 && calendarDayAtStart(text);
}

/** A time with its offset (see above) on a real calendar day. */
export function isIsoTimeWithOffset(text: string): boolean {
  if (!calendarDayAtStart(text) || text.charCodeAt(10) !== 84) return false; // 'T'
  const hour = digits(text, 11, 2);
  if (hour < 0 || hour > 23 || text.charCodeAt(13) !== 58) return false; // ':'
  const minute = digits(text, 14, 2);
  if (minute < 0 || minute > 59) return false;
  let i = 16;
  if (text.charCodeAt(i) === 58) {
    const second = digits(text, i + 1, 2);
    if (second < 0 || second > 59) return false;
    i += 3;
    if (text.charCodeAt(i) === 46) {
      // '.', then 1 to 9 digits
      let n = 0;
      while (n < 10 && digit(text, i + 1 + n) >= 0) n++;
      if (n < 1 || n > 9) return false;
      i += 1 + n;
    }
  }
  const sign = text.charCodeAt(i);
  if (sign === 90) return text.length === i + 1; // 'Z'
  if (sign !== 43 && sign !== 45) return false; // '+' or '-'
  if (text.length !== i + 6 || text.charCodeAt(i + 3) !== 58) return false;
  const offsetHours = digits(text, i + 1, 2);
  const offsetMinutes = digits(text, i + 4, 2);
  return offsetHours >= 0 && offsetHours <= 14 && offsetMinutes >= 0 && offsetMinutes <= 59;
}

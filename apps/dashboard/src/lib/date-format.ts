import { BANGKOK_TIME_ZONE } from '@voc/domain';
import { type DateStyle, currentDateStyle } from './date-style';

// The product's dates are Thai days: shown and sent in Bangkok time (UTC+7, no daylight saving).
// One style everywhere, the interface language's (issue 32): Thai writes day/month/Buddhist year
// ("28/11/2569 14:30"), as Thai forms and letters do; English writes ISO-like ("2026-11-28 14:30").
// Values sent to the api stay ISO (YYYY-MM-DD); only what the user reads and types follows the style.

export { type DateStyle, dateStyleOf, setDateLocale } from './date-style';

/** The Buddhist era runs 543 years ahead of the Gregorian calendar. */
const BUDDHIST_OFFSET = 543;

const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: BANGKOK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface DayParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

function bangkokParts(value: string | Date): DayParts | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(PARTS.formatToParts(date).map((part) => [part.type, part.value])) as unknown as DayParts;
}

function dayText({ year, month, day }: Pick<DayParts, 'year' | 'month' | 'day'>, style: DateStyle): string {
  return style === 'en' ? `${year}-${month}-${day}` : `${day}/${month}/${Number(year) + BUDDHIST_OFFSET}`;
}

/** "28/11/2569 14:30" (Thai) or "2026-11-28 14:30" (English), 24-hour, Bangkok time; '' for no date. */
export function formatDateTime(value: string | Date | null | undefined, style: DateStyle = currentDateStyle()): string {
  if (!value) return '';
  const p = bangkokParts(value);
  return p ? `${dayText(p, style)} ${p.hour}:${p.minute}` : '';
}

/** "28/11/2569" (Thai) or "2026-11-28" (English). A plain day ("2026-04-01") is that day; an instant, its Bangkok day. */
export function formatDate(value: string | Date | null | undefined, style: DateStyle = currentDateStyle()): string {
  if (!value) return '';
  const plain = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (plain) return dayText({ year: plain[1], month: plain[2], day: plain[3] }, style);
  const p = bangkokParts(value);
  return p ? dayText(p, style) : '';
}

/** Today's Bangkok day, YYYY-MM-DD (a value, not a text: always ISO). */
export function todayInBangkok(now = new Date()): string {
  const p = bangkokParts(now) as DayParts;
  return `${p.year}-${p.month}-${p.day}`;
}

/** What a date box shows as its pattern: "วว/ดด/ปปปป" in Thai (Buddhist year), "YYYY-MM-DD" in English. */
export function datePattern(style: DateStyle = currentDateStyle()): string {
  return style === 'en' ? 'YYYY-MM-DD' : 'วว/ดด/ปปปป';
}

const isRealDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A day typed in a date box, as YYYY-MM-DD; '' for an empty box; null for text that is no day.
 * Thai: day/month/year with / - or . between, the year Buddhist (2569) or, when plainly Gregorian
 * (before 2400), taken as it is. English: YYYY-MM-DD. Either style also takes the other's ISO form.
 */
export function parseDateText(text: string, style: DateStyle = currentDateStyle()): string | null {
  const value = text.trim();
  if (!value) return '';
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  let year: number;
  let month: number;
  let day: number;
  if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    if (style === 'th' && year >= 2400) year -= BUDDHIST_OFFSET;
  } else {
    const thai = style === 'th' ? /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value) : null;
    if (!thai) return null;
    [day, month, year] = [Number(thai[1]), Number(thai[2]), Number(thai[3])];
    if (year >= 2400) year -= BUDDHIST_OFFSET;
  }
  if (year < 1900 || year > 2200 || !isRealDay(year, month, day)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

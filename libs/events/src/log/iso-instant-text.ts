import { dayNumberText } from '@voc/domain';

const DAY_MS = 86_400_000;
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));
/** Years 0000-9999: Date.toISOString writes them in four digits; outside, with a sign and six. */
const FOUR_DIGIT_YEARS = { from: Date.parse('0000-01-01T00:00:00Z'), to: Date.parse('+010000-01-01T00:00:00Z') };

/**
 * An instant (ms since 1970-01-01 UTC) as `Date.toISOString` writes it (`YYYY-MM-DDTHH:mm:ss.sssZ`),
 * from libs/domain's kept day texts and two- and three-digit texts: the survey sync writes three or
 * four an item (the stages' times, the events' and the answers'), and through toISOString they were
 * about as costly as the JSON of the event itself. Outside four-digit years, toISOString's own text.
 */
export function isoInstantText(ms: number): string {
  if (!(ms >= FOUR_DIGIT_YEARS.from && ms < FOUR_DIGIT_YEARS.to) || !Number.isInteger(ms)) return new Date(ms).toISOString();
  const day = Math.floor(ms / DAY_MS);
  const inDay = ms - day * DAY_MS;
  const seconds = Math.floor(inDay / 1000);
  return `${dayNumberText(day)}T${TWO_DIGITS[Math.floor(seconds / 3600)]}:${TWO_DIGITS[Math.floor(seconds / 60) % 60]}:${TWO_DIGITS[seconds % 60]}.${THREE_DIGITS[inDay - seconds * 1000]}Z`;
}

import { BANGKOK_TIME_ZONE } from '@voc/domain';

// The product's dates are Thai days: shown and sent in Bangkok time (UTC+7, no daylight saving).

const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: BANGKOK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function bangkokParts(value: string | Date): Record<string, string> | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(PARTS.formatToParts(date).map((part) => [part.type, part.value]));
}

/** "YYYY-MM-DD HH:mm", 24-hour, Bangkok time (SPEC.md §5); '' for no date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const p = bangkokParts(value);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}` : '';
}

/**
 * "YYYY-MM-DD" (SPEC.md §5). A plain day ("2026-04-01") is shown as it is; an instant is shown as
 * its Bangkok day.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const p = bangkokParts(value);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** Today's Bangkok day, YYYY-MM-DD. */
export function todayInBangkok(now = new Date()): string {
  return formatDate(now);
}

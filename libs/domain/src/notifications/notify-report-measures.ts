import { fromThaiWallClock } from '../locale/thai-time';
import type { NotificationState } from './notification-kinds';

/**
 * The notification report's measures (SPEC.md §2 "SMS and email notification report by month
 * and year"; issue 14), one notification counted once, in the Thai month and on the Thai day it
 * was requested (the "notified date" of SPEC.md §3's filter):
 *   requested  every notification requested
 *   sent       accepted by the SMTP server or the SMS gateway (delivered ones, and those whose
 *              delivery failed later, included)
 *   delivered  SMS with a delivered receipt (SMTP gives none: an email is at most sent)
 *   failed     refused when sending, or a failed delivery receipt
 * What is neither sent nor failed is still owed (requested − sent − failures at sending).
 */
export interface NotifyMeasures {
  requested: number;
  sent: number;
  delivered: number;
  failed: number;
}

/** One notification's contribution (its state, and whether it was ever accepted). */
export function notifyMeasuresOf(state: NotificationState, everSent: boolean): NotifyMeasures {
  return { requested: 1, sent: everSent || state === 'delivered' ? 1 : 0, delivered: state === 'delivered' ? 1 : 0, failed: state === 'failed' ? 1 : 0 };
}

/** The same measures over reporting.notification_status (alias r), as SQL sums. */
export const NOTIFY_MEASURES_SQL = `count(*)::int AS requested,
  count(*) FILTER (WHERE r.sent_at IS NOT NULL OR r.status = 'delivered')::int AS sent,
  count(*) FILTER (WHERE r.status = 'delivered')::int AS delivered,
  count(*) FILTER (WHERE r.status = 'failed')::int AS failed`;

/** The longest notified-date range a report may ask for (days, both ends included). */
export const NOTIFY_REPORT_MAX_DAYS = 400;

/** The moments a notified-date range covers: from the start of `from` to the start of the day after `to`, Thai time. */
export function notifiedRange(from: string, to: string): { start: Date; end: Date } {
  const [fy, fm, fd] = from.slice(0, 10).split('-').map(Number);
  const [ty, tm, td] = to.slice(0, 10).split('-').map(Number);
  return { start: fromThaiWallClock(fy, fm, fd), end: fromThaiWallClock(ty, tm, td + 1) };
}

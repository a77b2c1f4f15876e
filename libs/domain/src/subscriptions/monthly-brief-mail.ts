import { lastClosedMonth, monthCloseAt } from '../kpi/month-close';

/**
 * The monthly brief's mail goes after a month's close (the month-end freeze), for the latest
 * closed month only, and only within BRIEF_MAIL_WINDOW_DAYS of the close: a user who subscribes
 * later in the month waits for the next close rather than getting an old brief.
 */
export const BRIEF_MAIL_WINDOW_DAYS = 10;

/** The month (YYYY-MM-01) whose brief mails are owed at `now`, or null when none is. */
export function briefMailMonth(now: Date, closeDay: number): string | null {
  const month = lastClosedMonth(now, closeDay);
  const since = now.getTime() - monthCloseAt(month, closeDay).getTime();
  return since >= 0 && since < BRIEF_MAIL_WINDOW_DAYS * 24 * 3600 * 1000 ? month : null;
}

/** The brief's page of a scope and month (YYYY-MM), as the mail links it. */
export function briefPath(scope: string, month: string): string {
  return `/app/report/brief?month=${encodeURIComponent(month)}&scope=${encodeURIComponent(scope)}`;
}

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

/**
 * How long after the close a brief mail waits for its PDF (the api writes the month's briefs within
 * minutes of the freeze): past this, a place whose brief is still not written gets its mail with the
 * link only, so a missing renderer delays the mail a day but never loses it.
 */
export const BRIEF_PDF_WAIT_HOURS = 24;

/** Whether a place's brief mail may be requested now: its brief is written, or the wait is over. */
export function briefMailReady(now: Date, closeAt: Date, briefWritten: boolean): boolean {
  return briefWritten || now.getTime() - closeAt.getTime() >= BRIEF_PDF_WAIT_HOURS * 3600 * 1000;
}

/** The brief's page of a scope and month (YYYY-MM), as the mail links it. */
export function briefPath(scope: string, month: string): string {
  return `/app/report/brief?month=${encodeURIComponent(month)}&scope=${encodeURIComponent(scope)}`;
}

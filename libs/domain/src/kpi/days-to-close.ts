/**
 * KPI4, the average days to close of a month of receipt (issue 31): one definition for the live
 * figure and the final one, so the two agree by definition.
 *
 * Each ticket of the month counts the calendar days from its receipt to the earlier of
 *   - its completion (B), and
 *   - its month's close (month-close.ts monthCloseAt): a ticket still open when the month closes
 *     counts the days it had been open by then, and its later completion changes nothing.
 * A ticket counts once one of the two has happened (by `now`, or by its cancellation for a
 * cancelled ticket: nothing after a cancellation counts); before, it is not decided and is out
 * of the average. A ticket cancelled before completion and before the close never counts.
 * The average is the sum of the counted days over the count of counted tickets.
 *
 * Before issue 31 only completed tickets counted: the final figure (judged at the close) left out
 * the tickets still open then, the live one took them in when they were completed (May: 3.04 final,
 * 3.78 live). The per-ticket days to close of the case-closed report (kpi4Days) stay the true days.
 */
export interface DaysToCloseFacts {
  receivedAt: Date;
  closedAt: Date | null;
  cancelledAt: Date | null;
  /** When the ticket's month of receipt closes; null where no close is kept (counts completion only). */
  monthClosesAt: Date | null;
}

const DAY_MS = 24 * 3600_000;

/** The ticket's days in its month's KPI4 as of `now`, two decimals; null: not counted (yet). */
export function kpi4CountedDays(t: DaysToCloseFacts, now: Date): number | null {
  const judgedAt = t.cancelledAt && t.cancelledAt.getTime() < now.getTime() ? t.cancelledAt : now;
  const ends = [t.closedAt, t.monthClosesAt].filter((end): end is Date => end !== null && end.getTime() <= judgedAt.getTime());
  if (ends.length === 0) return null;
  const end = Math.min(...ends.map((e) => e.getTime()));
  return Math.round((Math.max(0, end - t.receivedAt.getTime()) / DAY_MS) * 100) / 100;
}

/** The month's KPI4 from its sums: counted days over counted tickets, two decimals (null: none counted). */
export function kpi4Average(daysSum: number, counted: number): number | null {
  return counted === 0 ? null : Math.round((daysSum / counted) * 100) / 100;
}

/**
 * The month a report opens on (issue 16 "Reports start useful"): the latest month that is over,
 * the one before `today`'s month (Thai time, given by the caller). Its numbers no longer move with
 * the day's tickets, so that is what a manager asks for first. January gives last December.
 */
export function latestCompleteMonth(today: { year: number; month: number }): { year: number; month: number } {
  return today.month === 1 ? { year: today.year - 1, month: 12 } : { year: today.year, month: today.month - 1 };
}

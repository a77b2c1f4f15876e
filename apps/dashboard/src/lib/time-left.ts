/** How long until a deadline (or how long since it passed), in whole minutes split into days, hours and minutes. */
export interface TimeLeft {
  overdue: boolean;
  days: number;
  hours: number;
  minutes: number;
}

const MINUTE = 60_000;

/** The time from `now` to `due` (null: no deadline, or not a date). Under a minute either way counts as a minute left. */
export function timeLeft(due: string | Date | null | undefined, now: Date): TimeLeft | null {
  if (!due) return null;
  const at = typeof due === 'string' ? Date.parse(due) : due.getTime();
  if (Number.isNaN(at)) return null;
  const span = at - now.getTime();
  const overdue = span < 0;
  // Left: rounded up (59 s left is "1 min"); overdue: rounded down (59 s late is not yet "1 min late").
  const total = overdue ? Math.max(1, Math.floor(-span / MINUTE)) : Math.max(1, Math.ceil(span / MINUTE));
  return { overdue, days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
}

/** The two largest units worth saying: "2 d 3 h", "5 h 10 min", "7 min" (the texts are the catalogue's). */
export function timeLeftUnits(left: TimeLeft): Array<{ unit: 'days' | 'hours' | 'minutes'; count: number }> {
  if (left.days > 0) return [{ unit: 'days', count: left.days }, ...(left.hours > 0 ? [{ unit: 'hours' as const, count: left.hours }] : [])];
  if (left.hours > 0) return [{ unit: 'hours', count: left.hours }, ...(left.minutes > 0 ? [{ unit: 'minutes' as const, count: left.minutes }] : [])];
  return [{ unit: 'minutes', count: left.minutes }];
}

import { WEEKDAY_GROUPS, type DayHours, type WorkingHours } from './dealer-status';

/** HH:mm, 24-hour (SPEC.md §5 datetime format). */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * What is wrong with one day's hours, if anything: a day is closed (both null) or open with both
 * times, and closing comes after opening (no shifts past midnight).
 */
export type DayHoursProblem = 'format' | 'incomplete' | 'order';

export function dayHoursProblem(day: DayHours): DayHoursProblem | null {
  const { open, close } = day;
  if (open === null && close === null) return null;
  if (open === null || close === null) return 'incomplete';
  if (!TIME_OF_DAY.test(open) || !TIME_OF_DAY.test(close)) return 'format';
  return close > open ? null : 'order';
}

export function closedAllWeek(): WorkingHours {
  return { monday_to_friday: { open: null, close: null }, saturday: { open: null, close: null }, sunday: { open: null, close: null } };
}

/** Every day group present; days missing from older rows read as closed. */
export function completeWorkingHours(hours: Partial<WorkingHours> | null | undefined): WorkingHours {
  const complete = closedAllWeek();
  for (const day of WEEKDAY_GROUPS) {
    const given = hours?.[day];
    if (given) complete[day] = { open: given.open ?? null, close: given.close ?? null };
  }
  return complete;
}

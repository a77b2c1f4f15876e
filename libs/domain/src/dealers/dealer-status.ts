/** A dealer branch is open for business (normal) or closed (SPEC.md §3). */
export const DEALER_STATUSES = ['normal', 'closed'] as const;
export type DealerStatus = (typeof DEALER_STATUSES)[number];

export const WEEKDAY_GROUPS = ['monday_to_friday', 'saturday', 'sunday'] as const;
export type WeekdayGroup = (typeof WEEKDAY_GROUPS)[number];

/** Opening hours for one group of days; closed when open/close are null. HH:mm, 24-hour. */
export interface DayHours {
  open: string | null;
  close: string | null;
}

export type WorkingHours = Record<WeekdayGroup, DayHours>;

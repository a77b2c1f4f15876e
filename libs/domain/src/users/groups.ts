/** A user works on showroom (sales) tickets, service (after-sales) tickets, or both. */
export const USER_GROUPS = ['showroom', 'service'] as const;

export type UserGroup = (typeof USER_GROUPS)[number];

export interface GroupFlags {
  showroom: boolean;
  service: boolean;
}

/** active_flag: 1 = open/active, 0 = closed/inactive (SPEC.md §3). */
export const ACTIVE_FLAGS = [0, 1] as const;
export type ActiveFlag = (typeof ACTIVE_FLAGS)[number];

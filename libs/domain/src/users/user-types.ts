/** Every kind of user the product knows (SPEC.md §6). */
export const USER_TYPES = [
  'nissan',
  'nml',
  'region_manager',
  'area_manager',
  'csn',
  'callcenter',
  'dealer',
  'external',
] as const;

export type UserType = (typeof USER_TYPES)[number];

/** Types a user search may filter by: external can be created but not searched for (SPEC.md §6). */
export const SEARCHABLE_USER_TYPES: readonly UserType[] = USER_TYPES.filter((t) => t !== 'external');

/** Types that sign in with email and password; dealer staff sign in with a passport id. */
export const STAFF_USER_TYPES: readonly UserType[] = USER_TYPES.filter((t) => t !== 'dealer');

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

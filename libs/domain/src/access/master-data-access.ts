import { SETTINGS } from '../menu/role-sets';
import { USER_TYPES, type UserType } from '../users/user-types';
import type { Principal } from './principal';

/**
 * Who may read and change the dealer master and the user list (SPEC.md §6):
 * - users: only csn manages them (the settings menu's user-management link), every endpoint.
 * - dealers: every signed-in type reads them except external; dealer staff see only their own
 *   branch. csn and nissan ("csn with nissan" among the spec's groupings) create and edit them.
 */
export const USER_MANAGERS: readonly UserType[] = SETTINGS;
export const DEALER_READERS: readonly UserType[] = USER_TYPES.filter((type) => type !== 'external');
export const DEALER_EDITORS: readonly UserType[] = ['csn', 'nissan'];

/** Which dealers a reader sees: all of them, or only their own branch. */
export type DealerReadScope = { kind: 'all' } | { kind: 'none' } | { kind: 'own'; dealerRef: string };

export function dealerReadScope(principal: Pick<Principal, 'type' | 'dealerRef'>): DealerReadScope {
  if (!DEALER_READERS.includes(principal.type)) return { kind: 'none' };
  if (principal.type !== 'dealer') return { kind: 'all' };
  return principal.dealerRef ? { kind: 'own', dealerRef: principal.dealerRef } : { kind: 'none' };
}

/**
 * The fields of one's own account that grant access. Nobody changes these on themselves, so no
 * one raises their own rights (or locks themselves out): another user manager has to.
 */
export const OWN_ACCESS_FIELDS = ['type', 'active_flag', 'group', 'permission'] as const;

/** The changed fields (dotted, e.g. "permission.bp_report") that touch one's own access. */
export function ownAccessChanges(changedFields: readonly string[]): string[] {
  return changedFields.filter((field) => OWN_ACCESS_FIELDS.some((access) => field === access || field.startsWith(`${access}.`)));
}

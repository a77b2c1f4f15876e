import type { UserType } from '../users/user-types';

/**
 * Who handles hot alerts (hotsheets). The spec shows a hot-alert list and its import screen but
 * not who may use them (SPEC.md §2, §6); these are our decisions, read by the api and the menu.
 *
 * - Import (upload a hotsheet, check the dry run, confirm it, download its problem rows, get the
 *   template): csn, nissan and callcenter. Hot alerts reach the car maker's head office and the
 *   call centre, who pass them to dealers; these are also the roles that open call-centre tickets
 *   ("csn with nissan and callcenter" in the spec's groupings).
 * - The hot-alert ticket list (tickets with source hotsheet or hotsheet_import) is the ticket list
 *   filtered by source, so it follows the ticket scope: the importing roles see every hot alert,
 *   dealer staff see their branch's, area managers their area's (group flags apply as everywhere).
 * - An import record (its preview rows, counts and problem file) is seen by the user who uploaded
 *   it and by csn, who run the process; other importers do not see each other's files.
 */
export const HOTSHEET_IMPORT_ROLES: readonly UserType[] = ['csn', 'nissan', 'callcenter'];

/** Roles whose menu shows the hot-alert ticket list (what they see in it is their ticket scope). */
export const HOTSHEET_LIST_ROLES: readonly UserType[] = [...HOTSHEET_IMPORT_ROLES, 'dealer', 'area_manager'];

/** Roles that see every import record, not only their own. */
export const IMPORT_SUPERVISOR_ROLES: readonly UserType[] = ['csn'];

export function canImportHotsheet(type: UserType): boolean {
  return HOTSHEET_IMPORT_ROLES.includes(type);
}

/** Whether a user may see (and, being an importer, confirm) an import record. */
export function canSeeImport(viewer: { userId: string; type: UserType }, createdBy: string): boolean {
  return viewer.userId === createdBy || IMPORT_SUPERVISOR_ROLES.includes(viewer.type);
}

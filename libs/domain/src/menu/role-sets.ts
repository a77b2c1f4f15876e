import type { UserType } from '../users/user-types';

/**
 * Role groupings used for menu visibility (SPEC.md §6). The spec names the sets but not their
 * members; these are our decisions, and every screen and the server read them from here.
 *
 * - ADMIN_LIKE: the broad-view head-office roles the spec lists (nissan, nml, region_manager, csn).
 *   They see every ticket type without group flags.
 * - CALLCENTER: call-centre agents. They create call-centre tickets and work the lists, but see no
 *   status reports.
 * - CALLCENTER_TICKET_CREATORS: who may open a new call-centre ticket ("csn with nissan and
 *   callcenter" in the spec's groupings): agents plus the head-office roles that take calls.
 * - GROUP_RESTRICTED: roles whose ticket types follow their group flags (showroom, service):
 *   dealer staff and area managers.
 * - EXCLUSION: admin-like roles kept out of the management pages (KPI reports, hotsheet, PDCA,
 *   notify, dealer master): region managers, who are field managers rather than head office.
 * - SETTINGS: who manages users (the spec: only csn).
 * - OPERATORS: who may open the queue board (background jobs: retry, remove); the spec names no
 *   operator role, so the administrators who manage users (csn).
 * - NO_TICKETS: roles that see no ticket at all (external users): their helper permissions open
 *   reports, never a ticket list the server would answer empty.
 *
 * The two "helper role kinds" of the spec are read as permission holders: bp_dashboard marks the
 * service-side (body and paint) helper, bp_report the KPI/report helper. External users get only
 * what those permissions grant, plus the dashboard and manuals.
 */
export const ADMIN_LIKE: readonly UserType[] = ['nissan', 'nml', 'region_manager', 'csn'];
export const CALLCENTER: readonly UserType[] = ['callcenter'];
export const CALLCENTER_TICKET_CREATORS: readonly UserType[] = ['callcenter', 'nissan', 'csn'];
export const GROUP_RESTRICTED: readonly UserType[] = ['dealer', 'area_manager'];
export const EXCLUSION: readonly UserType[] = ['region_manager'];
export const SETTINGS: readonly UserType[] = ['csn'];
export const OPERATORS: readonly UserType[] = ['csn'];
/** Roles whose ticket scope is empty (access/ticket-scope.ts): no ticket list, whatever their permissions. */
export const NO_TICKETS: readonly UserType[] = ['external'];

export function isIn(set: readonly UserType[], type: UserType): boolean {
  return set.includes(type);
}

import type { GroupFlags } from '../users/groups';
import type { PermissionFlags } from '../users/permissions';
import type { UserType } from '../users/user-types';
import { mayCreateTicket } from '../tickets/ticket-creation-rights';
import { MENU_ENTRIES, type MenuEntry, type MenuKey } from './menu-entries';
import { CAR_MODEL_EDITORS } from '../voc/car-segments';
import { mayAuditDeletions } from '../tickets/ticket-deletion';
import { BRIEF_READERS } from '../brief/brief-scope';
import {
  ADMIN_LIKE,
  CALLCENTER,
  EXCLUSION,
  GROUP_RESTRICTED,
  NO_TICKETS,
  SETTINGS,
  isIn,
} from './role-sets';

/** What the menu needs to know about the signed-in user. */
export interface MenuPrincipal {
  type: UserType;
  group: GroupFlags;
  permission: PermissionFlags;
}

type TicketType = 'showroom' | 'service';

/** The spec's two helper kinds, read as permission holders (see role-sets.ts). */
const serviceHelper = (p: MenuPrincipal) => p.permission.bp_dashboard;
const reportHelper = (p: MenuPrincipal) => p.permission.bp_report;
const adminLike = (p: MenuPrincipal) => isIn(ADMIN_LIKE, p.type);
const callcenter = (p: MenuPrincipal) => isIn(CALLCENTER, p.type);
const restrictedWith = (p: MenuPrincipal, type: TicketType) => isIn(GROUP_RESTRICTED, p.type) && p.group[type];

/**
 * Survey or call-centre ticket list of one type (SPEC.md §6 "Survey showroom entries"; the service
 * entries mirror them with group.service, the same helper kind). Roles whose ticket scope is empty
 * (NO_TICKETS) get no list whatever their permissions: the server would show them nothing.
 */
function ticketList(p: MenuPrincipal, type: TicketType): boolean {
  if (isIn(NO_TICKETS, p.type)) return false;
  return adminLike(p) || serviceHelper(p) || callcenter(p) || restrictedWith(p, type);
}

/** Status and response-rate reports: admin-like, or restricted with the matching group flag. */
function ticketReport(p: MenuPrincipal, type: TicketType): boolean {
  return adminLike(p) || restrictedWith(p, type);
}

/**
 * Survey scores (NPS and the rest; SPEC.md §2 "Survey views"): the survey reports' rule, for
 * either type, since the page chooses among the types the user's groups allow.
 */
function surveyScores(p: MenuPrincipal): boolean {
  return ticketReport(p, 'showroom') || ticketReport(p, 'service');
}

/**
 * The PDCA work page (issue 14): dealer staff write their branch's plans there, area and region
 * managers and head office (csn, nissan) review them (pdca/pdca-rights.ts decides per plan).
 */
const PDCA_WORKERS: readonly UserType[] = ['dealer', 'area_manager', 'region_manager', 'csn', 'nissan'];

/** KPI reports, hotsheet, PDCA, notify and dealer links. */
function management(p: MenuPrincipal): boolean {
  return adminLike(p) && !isIn(EXCLUSION, p.type);
}

const RULES: Record<MenuKey, (p: MenuPrincipal) => boolean> = {
  main: () => true,
  pdca: (p) => isIn(PDCA_WORKERS, p.type),
  'ticket.callcenter.showroom.add': (p) => mayCreateTicket(p.type, 'callcenter'),
  'ticket.callcenter.service.add': (p) => mayCreateTicket(p.type, 'callcenter'),
  'ticket.survey.showroom': (p) => ticketList(p, 'showroom'),
  'ticket.survey.report.status.showroom': (p) => ticketReport(p, 'showroom'),
  'ticket.survey.report.responserate.showroom': (p) => ticketReport(p, 'showroom'),
  'ticket.survey.service': (p) => ticketList(p, 'service'),
  'ticket.survey.report.status.service': (p) => ticketReport(p, 'service'),
  'ticket.survey.report.responserate.service': (p) => ticketReport(p, 'service'),
  'ticket.survey.report.scores': surveyScores,
  // What customers wrote (issue 30): the survey reports' readers; a dealer's scope keeps them to their branch.
  'ticket.survey.comments': surveyScores,
  'ticket.callcenter.showroom': (p) => ticketList(p, 'showroom'),
  'ticket.callcenter.report.status.showroom': (p) => ticketReport(p, 'showroom'),
  'ticket.callcenter.service': (p) => ticketList(p, 'service'),
  'ticket.callcenter.report.status.service': (p) => ticketReport(p, 'service'),
  // The hot-alert lists (hotsheet and hotsheet import) follow the other ticket lists.
  'ticket.hotsheet.showroom': (p) => ticketList(p, 'showroom'),
  'ticket.hotsheet.service': (p) => ticketList(p, 'service'),
  'report.quickvoc': (p) => adminLike(p) || isIn(GROUP_RESTRICTED, p.type) || serviceHelper(p) || reportHelper(p),
  'report.ticketkpi': (p) => adminLike(p) || isIn(GROUP_RESTRICTED, p.type) || serviceHelper(p) || reportHelper(p),
  'report.salevoc': (p) => adminLike(p) || restrictedWith(p, 'showroom'),
  'report.salevocentity': (p) => adminLike(p) || restrictedWith(p, 'showroom'),
  'report.salevockpi': management,
  'report.servicevoc': (p) => adminLike(p) || restrictedWith(p, 'service'),
  'report.servicevocentity': (p) => adminLike(p) || restrictedWith(p, 'service'),
  'report.servicevockpi': management,
  // The management KPI summary and the case-closed report are KPI reports (SPEC.md §6).
  'report.kpisummary': management,
  'report.caseclosed': management,
  // Complaint analysis by car model and segment (SPEC.md §2 other screens): Quick VOC's readers.
  'report.carmodel': (p) => adminLike(p) || isIn(GROUP_RESTRICTED, p.type) || serviceHelper(p) || reportHelper(p),
  // Call-centre reports (SPEC.md §2 other screens): Quick VOC's readers; call-centre roles see
  // their lists only, not reports (SPEC.md §6).
  'report.callcenter': (p) => adminLike(p) || isIn(GROUP_RESTRICTED, p.type) || serviceHelper(p) || reportHelper(p),
  // What customers say (issue 30): topics of survey comments and ticket descriptions, the survey reports' readers.
  'report.voice': surveyScores,
  // Alerts (issue 33): whoever reads figures of a place — head office, region and area managers,
  // dealer staff (each sees the alerts of their own scope); not the call centre, not external users.
  'report.alerts': (p) => adminLike(p) || isIn(GROUP_RESTRICTED, p.type),
  // The monthly executive brief (issue 33): head office and the region and area managers, each for the places of their scope.
  'report.brief': (p) => isIn(BRIEF_READERS, p.type),
  'report.hotsheet.showroom': management,
  'report.hotsheet.service': management,
  'report.pdca.showroom': management,
  'report.pdca.service': management,
  'report.notify.showroom': management,
  'report.notify.service': management,
  dealer: management,
  carmodel: (p) => isIn(CAR_MODEL_EDITORS, p.type),
  user: (p) => isIn(SETTINGS, p.type),
  // The deletions' audit view (issue 31): who deleted which ticket, when and why; csn, who deletes.
  deletedtickets: (p) => mayAuditDeletions(p.type),
  // The alert rules are kept as data and edited by csn (issue 33).
  alertrule: (p) => isIn(SETTINGS, p.type),
  manuals: () => true,
};

/** The side-menu entries a user may see, in menu order. The server refuses the rest anyway. */
export function visibleMenu(principal: MenuPrincipal): MenuEntry[] {
  return MENU_ENTRIES.filter((entry) => RULES[entry.key](principal));
}

/** Whether a menu entry is one the user's menu offers. */
export function mayOpenEntry(principal: MenuPrincipal, key: MenuKey): boolean {
  return RULES[key](principal);
}

/**
 * Whether a route path (or a page below it) is one the user's menu offers. The most specific
 * entry decides: `/app/ticket/callcenter/showroom/add` is the new-ticket entry, not a page below
 * the list, so seeing the list does not open the form.
 */
export function canOpenPath(principal: MenuPrincipal, path: string): boolean {
  const owner = MENU_ENTRIES.filter((entry) => path === entry.path || path.startsWith(`${entry.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
  return owner !== undefined && RULES[owner.key](principal);
}

import type { Principal } from '../access/principal';
import type { TicketType } from '../tickets/ticket-kinds';
import { PDCA_ACTION_ROLE, type PdcaAction, type PdcaRole } from './pdca-plan-states';

/** The dealer branch a plan is about, with its area and region for its type (as tickets carry them). */
export interface PdcaPlanPlace {
  dealerRef: string;
  type: TicketType;
  areaCode: string | null;
  region: string | null;
}

/** Head office reviews every plan. */
const HEAD_OFFICE = ['csn', 'nissan'] as const;

/**
 * Who may do what with a plan (issue 14), decided here:
 * - author: dealer staff of the plan's own branch whose group flag covers the plan's type
 *   (showroom staff write Sales plans, service staff Service plans);
 * - reviewer: an area manager of the branch's area for that type, a region manager of its region
 *   for that type (both with the matching group flag), and head office (csn, nissan) for all.
 * Everyone else (nml, call centre, external, other branches' staff) does neither. Who may see a
 * plan: its authors and reviewers.
 */
export function pdcaRolesOf(principal: Principal, plan: PdcaPlanPlace): PdcaRole[] {
  switch (principal.type) {
    case 'dealer':
      return principal.dealerRef === plan.dealerRef && principal.group[plan.type] ? ['author'] : [];
    case 'area_manager': {
      const area = plan.type === 'showroom' ? principal.saleAreaCode : principal.serviceAreaCode;
      return principal.group[plan.type] && area !== null && area === plan.areaCode ? ['reviewer'] : [];
    }
    case 'region_manager': {
      const region = plan.type === 'showroom' ? principal.salesRegion : principal.serviceRegion;
      return principal.group[plan.type] && region !== null && region === plan.region ? ['reviewer'] : [];
    }
    default:
      return (HEAD_OFFICE as readonly string[]).includes(principal.type) ? ['reviewer'] : [];
  }
}

export function mayTakePdcaAction(principal: Principal, plan: PdcaPlanPlace, action: PdcaAction): boolean {
  return pdcaRolesOf(principal, plan).includes(PDCA_ACTION_ROLE[action]);
}

export function maySeePdcaPlan(principal: Principal, plan: PdcaPlanPlace): boolean {
  return pdcaRolesOf(principal, plan).length > 0;
}

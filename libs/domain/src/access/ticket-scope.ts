import type { TicketType } from '../tickets/ticket-kinds';
import type { Principal } from './principal';

/**
 * Which tickets a signed-in user may see and change (ARCHITECTURE.md rule 8). Every ticket read
 * and write goes through this one decision; the api turns it into a query filter.
 *
 * - nissan, nml, csn, callcenter (head office and the call centre): every ticket.
 * - region_manager: tickets of dealers in their sales region (showroom) or service region (service).
 * - area_manager: tickets of dealers in their sale area (showroom) or service area (service).
 * - dealer: their own dealer branch's tickets.
 * - external: none.
 * For region managers, area managers and dealer staff the group flags (showroom, service) also
 * restrict the ticket types.
 */
export type TicketScope =
  | { kind: 'all'; types: TicketType[] }
  | { kind: 'none' }
  | { kind: 'dealer'; dealerRef: string; types: TicketType[] }
  /** Per ticket type, the area code or region the ticket must carry. */
  | { kind: 'area'; byType: Partial<Record<TicketType, string>> }
  | { kind: 'region'; byType: Partial<Record<TicketType, string>> };

const ALL_TYPES: TicketType[] = ['showroom', 'service'];

function groupTypes(principal: Principal): TicketType[] {
  return ALL_TYPES.filter((type) => principal.group[type]);
}

function perType(principal: Principal, showroom: string | null, service: string | null): Partial<Record<TicketType, string>> {
  const byType: Partial<Record<TicketType, string>> = {};
  if (principal.group.showroom && showroom) byType.showroom = showroom;
  if (principal.group.service && service) byType.service = service;
  return byType;
}

export function ticketScope(principal: Principal): TicketScope {
  switch (principal.type) {
    case 'nissan':
    case 'nml':
    case 'csn':
    case 'callcenter':
      return { kind: 'all', types: ALL_TYPES };
    case 'region_manager': {
      const byType = perType(principal, principal.salesRegion, principal.serviceRegion);
      return Object.keys(byType).length ? { kind: 'region', byType } : { kind: 'none' };
    }
    case 'area_manager': {
      const byType = perType(principal, principal.saleAreaCode, principal.serviceAreaCode);
      return Object.keys(byType).length ? { kind: 'area', byType } : { kind: 'none' };
    }
    case 'dealer': {
      const types = groupTypes(principal);
      return principal.dealerRef && types.length ? { kind: 'dealer', dealerRef: principal.dealerRef, types } : { kind: 'none' };
    }
    case 'external':
      return { kind: 'none' };
  }
}

/** Whether a ticket with these attributes is inside the scope (for writes checked in memory). */
export function inTicketScope(scope: TicketScope, ticket: { type: TicketType; dealerRef: string; areaCode: string | null; region: string | null }): boolean {
  switch (scope.kind) {
    case 'all':
      return scope.types.includes(ticket.type);
    case 'none':
      return false;
    case 'dealer':
      return scope.dealerRef === ticket.dealerRef && scope.types.includes(ticket.type);
    case 'area':
      return scope.byType[ticket.type] !== undefined && scope.byType[ticket.type] === ticket.areaCode;
    case 'region':
      return scope.byType[ticket.type] !== undefined && scope.byType[ticket.type] === ticket.region;
  }
}

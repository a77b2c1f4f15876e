import type { KpiGrouping, SignedInUser } from '@voc/contracts';
import { DEALER_REGIONS, type DealerRegion, TICKET_TYPES, type TicketType, regionOfAreaCode } from '@voc/domain';

/**
 * How far a user's reports reach, as the server's ticket scope decides it (libs/domain
 * ticket-scope.ts): the whole network, one region, one area or one dealer branch. The screens
 * offer only the pickers that can narrow that scope further; the server enforces it anyway.
 */
export type ReportScope =
  | { level: 'all' }
  | { level: 'region'; regions: readonly DealerRegion[] }
  | { level: 'area'; areas: readonly string[] }
  | { level: 'dealer'; dealerId: string | null }
  | { level: 'none' };

const isRegion = (value: string | null): value is DealerRegion => value !== null && (DEALER_REGIONS as readonly string[]).includes(value);
const distinct = <T>(values: T[]) => [...new Set(values)];

/** The region or area values of the user's groups (showroom → sales/sale, service → service). */
function perGroup<T>(user: SignedInUser, showroom: T | null, service: T | null): T[] {
  const values: T[] = [];
  if (user.group.showroom && showroom !== null) values.push(showroom);
  if (user.group.service && service !== null) values.push(service);
  return distinct(values);
}

export function reportScopeOf(user: SignedInUser): ReportScope {
  switch (user.type) {
    case 'nissan':
    case 'nml':
    case 'csn':
    case 'callcenter':
      return { level: 'all' };
    case 'region_manager': {
      const regions = perGroup(user, user.dealer_sales_region, user.dealer_service_region).filter(isRegion);
      return regions.length ? { level: 'region', regions } : { level: 'none' };
    }
    case 'area_manager': {
      const areas = perGroup(user, user.sale_area_code, user.service_area_code);
      return areas.length ? { level: 'area', areas } : { level: 'none' };
    }
    case 'dealer':
      return { level: 'dealer', dealerId: user.dealer?._id ?? null };
    case 'external':
      return { level: 'none' };
  }
}

/** The first grouping worth showing: one level below what the scope already fixes. */
export function topGrouping(scope: ReportScope): KpiGrouping {
  switch (scope.level) {
    case 'all':
    case 'none':
      return 'region';
    case 'region':
      return 'area';
    case 'area':
      return 'dealer';
    case 'dealer':
      return 'month';
  }
}

/** Which filter pickers make sense: a picker only for what the scope does not already fix. */
export function scopePickers(scope: ReportScope): { region: boolean; area: boolean; dealer: boolean } {
  return {
    region: scope.level === 'all',
    area: scope.level === 'all' || scope.level === 'region',
    dealer: scope.level === 'all' || scope.level === 'region' || scope.level === 'area',
  };
}

/**
 * The ticket types the user may see: everybody below head office sees only their groups' types
 * (the server's scope does the same). With one type only, the type filter is that type.
 */
export function allowedTicketTypes(user: SignedInUser): TicketType[] {
  if (user.type === 'region_manager' || user.type === 'area_manager' || user.type === 'dealer') {
    const types = TICKET_TYPES.filter((type) => user.group[type]);
    return types.length ? types : [...TICKET_TYPES];
  }
  return [...TICKET_TYPES];
}

/**
 * The area a dealer user's numbers are compared with: the sale area for showroom tickets, the
 * service area for service tickets. For both types together only when both areas are the same
 * (or the user works on one side only); otherwise null, and the screen asks for a type.
 */
export function dealerComparisonArea(user: SignedInUser, type: TicketType | 'all'): string | null {
  if (type === 'showroom') return user.sale_area_code;
  if (type === 'service') return user.service_area_code;
  const areas = perGroup(user, user.sale_area_code, user.service_area_code);
  return areas.length === 1 ? areas[0] : null;
}

/** Whether an area code lies inside the user's scope (for a region manager: one of their regions). */
export function areaInScope(scope: ReportScope, areaCode: string): boolean {
  if (scope.level === 'all') return true;
  if (scope.level === 'region') return scope.regions.some((region) => regionOfAreaCode(areaCode) === region);
  if (scope.level === 'area') return scope.areas.includes(areaCode);
  return false;
}

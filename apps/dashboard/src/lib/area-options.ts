import { type AreaKind, DEALER_REGIONS, type DealerRegion, areaCodesOf, regionOfAreaCode } from '@voc/domain';

/** Whether a text names one of the five sales/service regions (Region1..Region5). */
export function isDealerRegion(value: unknown): value is DealerRegion {
  return typeof value === 'string' && (DEALER_REGIONS as readonly string[]).includes(value);
}

/**
 * The area codes of one kind that lie in a region, in order (Region3, sale: R3-1..R3-3). Before a
 * region is chosen there is none to offer: an area is always picked inside its region.
 */
export function areaCodesInRegion(kind: AreaKind, region: string | null | undefined): string[] {
  if (!isDealerRegion(region)) return [];
  return areaCodesOf(kind).filter((code) => regionOfAreaCode(code) === region);
}

/** The area, kept while it lies in the (new) region; '' once it does not. */
export function areaKeptInRegion(kind: AreaKind, area: string | null | undefined, region: string | null | undefined): string {
  return area && areaCodesInRegion(kind, region).includes(area) ? area : '';
}

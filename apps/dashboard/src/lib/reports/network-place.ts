import { DEALER_REGIONS, type DealerRegion, SALE_AREA_CODES, SERVICE_AREA_CODES, regionOfAreaCode } from '@voc/domain';
import { isUuid } from '../url-params';

/** The part of the network a report looks at: '' for "every one the user sees". */
export interface NetworkPlace {
  region: DealerRegion | '';
  area_code: string;
  /** A dealer branch id, or ''. */
  dealer_id: string;
}

/** Every area code of either kind (the service list has R2-4 and R4-4 that sales has not). */
export const ALL_AREA_CODES: readonly string[] = [...new Set([...SALE_AREA_CODES, ...SERVICE_AREA_CODES])].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

export const EVERY_PLACE: NetworkPlace = { region: '', area_code: '', dealer_id: '' };

/**
 * The place kept in an address. Anything missing or not understood takes its default, and an area
 * outside the chosen region is dropped (the region is the coarser choice and wins).
 */
export function placeFromSearch(search: URLSearchParams, defaults: NetworkPlace = EVERY_PLACE): NetworkPlace {
  const regionText = search.get('region') ?? '';
  const region = (DEALER_REGIONS as readonly string[]).includes(regionText) ? (regionText as DealerRegion) : defaults.region;
  const area = (search.get('area_code') ?? '').trim().toUpperCase();
  const areaOk = ALL_AREA_CODES.includes(area) && (!region || regionOfAreaCode(area) === region);
  const dealer = (search.get('dealer_id') ?? '').trim();
  return { region, area_code: areaOk ? area : defaults.area_code, dealer_id: isUuid(dealer) ? dealer.toLowerCase() : defaults.dealer_id };
}

/**
 * A change of the place. Choosing a coarser part of the network lets go of the finer ones that no
 * longer fit: a new region (or every region) drops an area outside it and the dealer; a new area
 * drops the dealer.
 */
export function changePlace<T extends NetworkPlace>(current: T, change: Partial<T>): T {
  const next = { ...current, ...change };
  if (change.region !== undefined && change.region !== current.region) {
    const areaFits = next.region !== '' && regionOfAreaCode(next.area_code) === next.region;
    if (change.area_code === undefined && !areaFits) next.area_code = '';
    if (change.dealer_id === undefined) next.dealer_id = '';
  }
  if (change.area_code !== undefined && change.area_code !== current.area_code && change.dealer_id === undefined) next.dealer_id = '';
  return next;
}

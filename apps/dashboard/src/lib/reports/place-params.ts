import type { DealerRegion } from '@voc/domain';
import type { NetworkPlace } from './network-place';

/** Writes the place's non-empty parts into search params. */
export function writePlace(search: URLSearchParams, place: NetworkPlace): void {
  if (place.region) search.set('region', place.region);
  if (place.area_code) search.set('area_code', place.area_code);
  if (place.dealer_id) search.set('dealer_id', place.dealer_id);
}

export interface PlaceParams {
  region?: DealerRegion;
  area_code?: string;
  dealer_id?: string;
}

/** The place's parts for a query: empty ones dropped (SPEC.md §5). */
export function placeParams(place: NetworkPlace): PlaceParams {
  const params: PlaceParams = {};
  if (place.region) params.region = place.region;
  if (place.area_code) params.area_code = place.area_code;
  if (place.dealer_id) params.dealer_id = place.dealer_id;
  return params;
}

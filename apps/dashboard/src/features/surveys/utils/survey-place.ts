import type { SurveyGrouping } from '@voc/contracts';
import { DEALER_REGIONS, type DealerRegion, regionOfAreaCode } from '@voc/domain';
import { isUuid } from '../../../lib/url-params';
import { ALL_AREA_CODES } from '../../reports/utils/report-filters';
import type { ReportScope } from '../../reports/utils/report-scope';

/** The part of the network a survey report looks at: '' for "every one the user sees". */
export interface SurveyPlace {
  region: DealerRegion | '';
  area_code: string;
  /** A dealer branch id, or ''. */
  dealer_id: string;
}

export const EVERY_PLACE: SurveyPlace = { region: '', area_code: '', dealer_id: '' };

/**
 * The place kept in an address. Anything not understood is dropped, and so is an area outside
 * the chosen region (the region is the coarser choice and wins).
 */
export function placeFromSearch(search: URLSearchParams): SurveyPlace {
  const regionText = search.get('region') ?? '';
  const region = (DEALER_REGIONS as readonly string[]).includes(regionText) ? (regionText as DealerRegion) : '';
  const area = (search.get('area_code') ?? '').trim().toUpperCase();
  const areaOk = ALL_AREA_CODES.includes(area) && (!region || regionOfAreaCode(area) === region);
  const dealer = (search.get('dealer_id') ?? '').trim();
  return { region, area_code: areaOk ? area : '', dealer_id: isUuid(dealer) ? dealer.toLowerCase() : '' };
}

/** Writes the place's non-empty parts into search params. */
export function writePlace(search: URLSearchParams, place: SurveyPlace): void {
  if (place.region) search.set('region', place.region);
  if (place.area_code) search.set('area_code', place.area_code);
  if (place.dealer_id) search.set('dealer_id', place.dealer_id);
}

/**
 * The rows a report shows: one level below what the place (or the user's scope) already fixes.
 * Dealers are the finest level; a chosen dealer is one row.
 */
export function placeGrouping(place: SurveyPlace, scope: ReportScope): SurveyGrouping {
  if (place.dealer_id || place.area_code) return 'dealer';
  if (place.region) return 'area';
  switch (scope.level) {
    case 'all':
    case 'none':
      return 'region';
    case 'region':
      return 'area';
    case 'area':
    case 'dealer':
      return 'dealer';
  }
}

/** Whether a row of this grouping opens a finer level (a region, an area; not a dealer, not "-"). */
export function canOpenRow(grouping: SurveyGrouping, key: string): boolean {
  if (key === '' || key === '-') return false;
  if (grouping === 'region') return (DEALER_REGIONS as readonly string[]).includes(key);
  return grouping === 'area';
}

/** A click on a row: the place one level down (the same place when there is none). */
export function openRow(place: SurveyPlace, grouping: SurveyGrouping, key: string): SurveyPlace {
  if (!canOpenRow(grouping, key)) return place;
  return grouping === 'region' ? { region: key as DealerRegion, area_code: '', dealer_id: '' } : { ...place, area_code: key, dealer_id: '' };
}

/**
 * A change of the place from the pickers: a new region lets go of an area outside it and of the
 * dealer; a new area lets go of the dealer.
 */
export function changePlace(current: SurveyPlace, change: Partial<SurveyPlace>): SurveyPlace {
  const next = { ...current, ...change };
  if (change.region !== undefined && change.region !== current.region) {
    if (change.area_code === undefined && next.area_code && (!next.region || regionOfAreaCode(next.area_code) !== next.region)) next.area_code = '';
    if (change.dealer_id === undefined) next.dealer_id = '';
  }
  if (change.area_code !== undefined && change.area_code !== current.area_code && change.dealer_id === undefined) next.dealer_id = '';
  return next;
}

export interface PlaceParams {
  region?: DealerRegion;
  area_code?: string;
  dealer_id?: string;
}

/** The place's parts for a query: empty ones dropped (SPEC.md §5). */
export function placeParams(place: SurveyPlace): PlaceParams {
  const params: PlaceParams = {};
  if (place.region) params.region = place.region;
  if (place.area_code) params.area_code = place.area_code;
  if (place.dealer_id) params.dealer_id = place.dealer_id;
  return params;
}

/** Back up to a breadcrumb ('top', 'region', 'area'): every finer choice below it is let go. */
export function placeUp(place: SurveyPlace, level: 'top' | 'region' | 'area' | 'dealer'): SurveyPlace {
  switch (level) {
    case 'top':
      return EVERY_PLACE;
    case 'region':
      return { ...place, area_code: '', dealer_id: '' };
    case 'area':
      return { ...place, dealer_id: '' };
    case 'dealer':
      return place;
  }
}

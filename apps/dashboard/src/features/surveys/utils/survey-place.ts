import type { SurveyGrouping } from '@voc/contracts';
import { DEALER_REGIONS, type DealerRegion } from '@voc/domain';
import type { NetworkPlace } from '../../../lib/reports/network-place';
import type { ReportScope } from '../../../lib/reports/report-scope';

// The place's address and query parts are every report's (lib/reports/place-params).
export { type PlaceParams, placeParams, writePlace } from '../../../lib/reports/place-params';

/**
 * The rows a report shows: one level below what the place (or the user's scope) already fixes.
 * Dealers are the finest level; a chosen dealer is one row.
 */
export function placeGrouping(place: NetworkPlace, scope: ReportScope): SurveyGrouping {
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
export function openRow(place: NetworkPlace, grouping: SurveyGrouping, key: string): NetworkPlace {
  if (!canOpenRow(grouping, key)) return place;
  return grouping === 'region' ? { region: key as DealerRegion, area_code: '', dealer_id: '' } : { ...place, area_code: key, dealer_id: '' };
}

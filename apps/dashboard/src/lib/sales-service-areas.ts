import { type AreaKind, DEALER_REGIONS, type DealerRegion, regionOfAreaCode } from '@voc/domain';
import { areaKeptInRegion } from './area-options';
import { oneOfParam } from './url-params';

/** A sales and a service region, each with an area inside it, as dealers and users hold them ('' when not chosen). */
export interface SalesServiceAreas {
  dealer_sales_region: '' | DealerRegion;
  sale_area_code: string;
  dealer_service_region: '' | DealerRegion;
  service_area_code: string;
}

export type SalesServiceField = keyof SalesServiceAreas;

/** No region or area chosen (a blank form, an unfiltered list). */
export const NO_SALES_SERVICE_AREAS: SalesServiceAreas = { dealer_sales_region: '', sale_area_code: '', dealer_service_region: '', service_area_code: '' };

/** The two pairs, sales first: each area is of its kind and lies in the region beside it. */
export const AREA_PAIRS: readonly { kind: AreaKind; region: 'dealer_sales_region' | 'dealer_service_region'; area: 'sale_area_code' | 'service_area_code' }[] = [
  { kind: 'sale', region: 'dealer_sales_region', area: 'sale_area_code' },
  { kind: 'service', region: 'dealer_service_region', area: 'service_area_code' },
];

/** The four fields, each region before its area. */
export const SALES_SERVICE_FIELDS: readonly SalesServiceField[] = AREA_PAIRS.flatMap(({ region, area }) => [region, area]);

/**
 * The two pairs read from an address: an area outside its region is dropped, and an area given
 * alone brings its region (R3-2 lies in Region3), as the form would have chosen them.
 */
export function salesServiceAreasFromSearch(search: URLSearchParams): SalesServiceAreas {
  const areas = { ...NO_SALES_SERVICE_AREAS };
  for (const { kind, region, area } of AREA_PAIRS) {
    const code = search.get(area)?.trim() ?? '';
    const chosen = oneOfParam(DEALER_REGIONS, search.get(region)) ?? (code ? regionOfAreaCode(code) : undefined) ?? '';
    areas[region] = chosen;
    areas[area] = areaKeptInRegion(kind, code, chosen);
  }
  return areas;
}

/** The values with each area kept only while it lies in its (new) region. */
export function withAreasInRegions<T extends SalesServiceAreas>(values: T): T {
  const kept = { ...values };
  for (const { kind, region, area } of AREA_PAIRS) kept[area] = areaKeptInRegion(kind, values[area], values[region]);
  return kept;
}

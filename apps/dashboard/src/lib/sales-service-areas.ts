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

export const SALES_SERVICE_FIELDS: readonly SalesServiceField[] = ['dealer_sales_region', 'sale_area_code', 'dealer_service_region', 'service_area_code'];

/**
 * The two pairs read from an address: an area outside its region is dropped, and an area given
 * alone brings its region (R3-2 lies in Region3), as the form would have chosen them.
 */
export function salesServiceAreasFromSearch(search: URLSearchParams): SalesServiceAreas {
  const read = (kind: AreaKind, regionValue: string | null, areaValue: string | null): [DealerRegion | '', string] => {
    const area = areaValue?.trim() ?? '';
    const region = oneOfParam(DEALER_REGIONS, regionValue) ?? (area ? regionOfAreaCode(area) : undefined) ?? '';
    return [region, areaKeptInRegion(kind, area, region)];
  };
  const [salesRegion, saleArea] = read('sale', search.get('dealer_sales_region'), search.get('sale_area_code'));
  const [serviceRegion, serviceArea] = read('service', search.get('dealer_service_region'), search.get('service_area_code'));
  return { dealer_sales_region: salesRegion, sale_area_code: saleArea, dealer_service_region: serviceRegion, service_area_code: serviceArea };
}

/** The values with each area kept only while it lies in its (new) region. */
export function withAreasInRegions<T extends SalesServiceAreas>(values: T): T {
  return {
    ...values,
    sale_area_code: areaKeptInRegion('sale', values.sale_area_code, values.dealer_sales_region),
    service_area_code: areaKeptInRegion('service', values.service_area_code, values.dealer_service_region),
  };
}

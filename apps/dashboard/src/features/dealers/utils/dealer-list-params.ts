import { DEALER_REGIONS, DEALER_STATUSES, type DealerRegion, type DealerStatus, GEO_REGIONS, type GeoRegion, regionOfAreaCode } from '@voc/domain';
import { areaKeptInRegion } from '../../../lib/area-options';
import { oneOfParam, positiveIntParam, searchOfParams, textParam, withoutEmpty } from '../../../lib/url-params';

/** What the dealer list shows: the filters of GET /api/dealers and the page. The address holds it. */
export interface DealerListParams {
  /** A code prefix. */
  dealer_code: string;
  /** Part of a Thai or English dealer or branch name. */
  name: string;
  dealer_sales_region: '' | DealerRegion;
  sale_area_code: string;
  dealer_service_region: '' | DealerRegion;
  service_area_code: string;
  /** Geographic region. */
  dealer_region: '' | GeoRegion;
  /** One of the two is chosen, from the province list of the language shown. */
  dealer_province: string;
  dealer_province_en: string;
  status: '' | DealerStatus;
  /** From 1. */
  page: number;
  limit: number;
}

export type DealerFilterText = 'dealer_code' | 'name';

export const DEALER_PAGE_SIZES = [10, 20, 50, 100] as const;

export const DEFAULT_DEALER_LIST_PARAMS: DealerListParams = {
  dealer_code: '',
  name: '',
  dealer_sales_region: '',
  sale_area_code: '',
  dealer_service_region: '',
  service_area_code: '',
  dealer_region: '',
  dealer_province: '',
  dealer_province_en: '',
  status: '',
  page: 1,
  limit: 20,
};

/**
 * An area filter is read with its region: an area outside the region is dropped, and an area
 * given alone brings its region (R3-2 lies in Region3), as the form would have chosen them.
 */
function regionAndArea(kind: 'sale' | 'service', regionValue: string | null, areaValue: string | null): [DealerRegion | '', string] {
  const area = areaValue?.trim() ?? '';
  const region = oneOfParam(DEALER_REGIONS, regionValue) ?? (area ? regionOfAreaCode(area) : undefined) ?? '';
  return [region, areaKeptInRegion(kind, area, region)];
}

/** Reads the list's state from the address; anything not understood falls back to its default. */
export function dealerListParamsFromSearch(search: URLSearchParams): DealerListParams {
  const d = DEFAULT_DEALER_LIST_PARAMS;
  const [salesRegion, saleArea] = regionAndArea('sale', search.get('dealer_sales_region'), search.get('sale_area_code'));
  const [serviceRegion, serviceArea] = regionAndArea('service', search.get('dealer_service_region'), search.get('service_area_code'));
  const limit = positiveIntParam(search.get('limit'));
  const provinceEn = textParam(search.get('dealer_province_en'), 100);
  const province = textParam(search.get('dealer_province'), 100);
  return {
    dealer_code: textParam(search.get('dealer_code'), 40),
    name: textParam(search.get('name'), 200),
    dealer_sales_region: salesRegion,
    sale_area_code: saleArea,
    dealer_service_region: serviceRegion,
    service_area_code: serviceArea,
    dealer_region: oneOfParam(GEO_REGIONS, search.get('dealer_region')) ?? d.dealer_region,
    // One province filter at a time: the Thai one wins.
    dealer_province: province,
    dealer_province_en: province ? '' : provinceEn,
    status: oneOfParam(DEALER_STATUSES, search.get('status')) ?? d.status,
    page: positiveIntParam(search.get('page')) ?? d.page,
    limit: limit !== null && (DEALER_PAGE_SIZES as readonly number[]).includes(limit) ? limit : d.limit,
  };
}

export function searchFromDealerListParams(params: DealerListParams): URLSearchParams {
  return searchOfParams(params, DEFAULT_DEALER_LIST_PARAMS);
}

/**
 * A change of filter starts again at page 1; a change of page keeps the rest. A new region keeps
 * its area only if the area lies in it; choosing a province in one language clears the other.
 */
export function changeDealerListParams(current: DealerListParams, change: Partial<DealerListParams>): DealerListParams {
  const next = { ...current, ...change };
  if (change.page === undefined) next.page = 1;
  next.sale_area_code = areaKeptInRegion('sale', next.sale_area_code, next.dealer_sales_region);
  next.service_area_code = areaKeptInRegion('service', next.service_area_code, next.dealer_service_region);
  if (change.dealer_province) next.dealer_province_en = '';
  if (change.dealer_province_en) next.dealer_province = '';
  return next;
}

/** GET /api/dealers parameters: the filters given, the page. */
export type DealerListQuery = Partial<Omit<DealerListParams, 'page' | 'limit'>> & { page: number; limit: number };

export function dealerListQueryOf(params: DealerListParams): DealerListQuery {
  return { ...withoutEmpty(params), page: params.page, limit: params.limit };
}

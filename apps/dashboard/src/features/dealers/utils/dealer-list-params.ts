import { DEALER_STATUSES, type DealerStatus, GEO_REGIONS, type GeoRegion } from '@voc/domain';
import { NO_SALES_SERVICE_AREAS, type SalesServiceAreas, salesServiceAreasFromSearch, withAreasInRegions } from '../../../lib/sales-service-areas';
import { oneOfParam, positiveIntParam, searchOfParams, textParam, withoutEmpty } from '../../../lib/url-params';
import { pageSizeParam } from '../../../lib/page-size-param';

/** What the dealer list shows: the filters of GET /api/dealers and the page. The address holds it. */
export interface DealerListParams extends SalesServiceAreas {
  /** A code prefix. */
  dealer_code: string;
  /** Part of a Thai or English dealer or branch name. */
  name: string;
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
  ...NO_SALES_SERVICE_AREAS,
  dealer_region: '',
  dealer_province: '',
  dealer_province_en: '',
  status: '',
  page: 1,
  limit: 20,
};

/** Reads the list's state from the address; anything not understood falls back to its default. */
export function dealerListParamsFromSearch(search: URLSearchParams): DealerListParams {
  const d = DEFAULT_DEALER_LIST_PARAMS;
  const provinceEn = textParam(search.get('dealer_province_en'), 100);
  const province = textParam(search.get('dealer_province'), 100);
  return {
    dealer_code: textParam(search.get('dealer_code'), 40),
    name: textParam(search.get('name'), 200),
    // An area filter is read with its region.
    ...salesServiceAreasFromSearch(search),
    dealer_region: oneOfParam(GEO_REGIONS, search.get('dealer_region')) ?? d.dealer_region,
    // One province filter at a time: the Thai one wins.
    dealer_province: province,
    dealer_province_en: province ? '' : provinceEn,
    status: oneOfParam(DEALER_STATUSES, search.get('status')) ?? d.status,
    page: positiveIntParam(search.get('page')) ?? d.page,
    limit: pageSizeParam(search.get('limit'), DEALER_PAGE_SIZES) ?? d.limit,
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
  const next = withAreasInRegions({ ...current, ...change });
  if (change.page === undefined) next.page = 1;
  if (change.dealer_province) next.dealer_province_en = '';
  if (change.dealer_province_en) next.dealer_province = '';
  return next;
}

/** GET /api/dealers parameters: the filters given, the page. */
export type DealerListQuery = Partial<Omit<DealerListParams, 'page' | 'limit'>> & { page: number; limit: number };

export function dealerListQueryOf(params: DealerListParams): DealerListQuery {
  return { ...withoutEmpty(params), page: params.page, limit: params.limit };
}

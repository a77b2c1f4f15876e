import { DEALER_REGIONS, DEALER_STATUSES, GEO_REGIONS, SALE_AREA_CODES, SERVICE_AREA_CODES, type DealerRegion, type DealerStatus, type GeoRegion } from '@voc/domain';
import { PageLimit, PageNumber } from '../shared/paging';
import { FilterChoice, FilterText } from '../shared/filter-fields';

/** The dealer fields whose distinct values GET /api/dealers/field/{field} lists. */
export const DEALER_VALUE_FIELDS = ['dealer_province', 'dealer_province_en'] as const;
export type DealerValueField = (typeof DEALER_VALUE_FIELDS)[number];

/**
 * Filters of GET /api/dealers and GET /api/dealers/field/{field}, all optional (empty ones are
 * dropped). Text filters ignore case: dealer_code matches codes starting with it, name matches
 * any part of the Thai or English dealer or branch name. The others match exactly.
 */
export class DealerFiltersQueryDto {
  @FilterText(40)
  dealer_code?: string;

  @FilterText(20)
  dealer_id?: string;

  @FilterText(200)
  name?: string;

  /** The pickers' search: any part of the code, the Thai or English dealer or branch name, or the province (Thai or English). */
  @FilterText(200)
  q?: string;

  @FilterChoice(DEALER_REGIONS)
  dealer_sales_region?: DealerRegion;

  @FilterChoice(DEALER_REGIONS)
  dealer_service_region?: DealerRegion;

  @FilterChoice(SALE_AREA_CODES)
  sale_area_code?: string;

  @FilterChoice(SERVICE_AREA_CODES)
  service_area_code?: string;

  /** Geographic region. */
  @FilterChoice(GEO_REGIONS)
  dealer_region?: GeoRegion;

  @FilterText(100)
  dealer_province?: string;

  @FilterText(100)
  dealer_province_en?: string;

  @FilterChoice(DEALER_STATUSES)
  status?: DealerStatus;
}

/** GET /api/dealers: the filters, paged (page from 1, limit up to 200, default 20), by dealer_code. */
export class ListDealersQueryDto extends DealerFiltersQueryDto {
  @PageNumber()
  page?: number;

  @PageLimit(200)
  limit?: number;
}


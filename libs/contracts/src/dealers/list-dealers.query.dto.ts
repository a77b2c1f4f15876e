import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { DEALER_REGIONS, DEALER_STATUSES, GEO_REGIONS, SALE_AREA_CODES, SERVICE_AREA_CODES, type DealerRegion, type DealerStatus, type GeoRegion } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { PageLimit, PageNumber } from '../shared/paging';
import { EmptyToUndefined } from '../tickets/transforms';

/** The dealer fields whose distinct values GET /api/dealers/field/{field} lists. */
export const DEALER_VALUE_FIELDS = ['dealer_province', 'dealer_province_en'] as const;
export type DealerValueField = (typeof DEALER_VALUE_FIELDS)[number];

/**
 * Filters of GET /api/dealers and GET /api/dealers/field/{field}, all optional (empty ones are
 * dropped). Text filters ignore case: dealer_code matches codes starting with it, name matches
 * any part of the Thai or English dealer or branch name. The others match exactly.
 */
export class DealerFiltersQueryDto {
  @IsOptional() @EmptyToUndefined() @IsString({ message: FIELD_ERRORS.invalid }) @MaxLength(40, { message: FIELD_ERRORS.max })
  dealer_code?: string;

  @IsOptional() @EmptyToUndefined() @IsString({ message: FIELD_ERRORS.invalid }) @MaxLength(20, { message: FIELD_ERRORS.max })
  dealer_id?: string;

  @IsOptional() @EmptyToUndefined() @IsString({ message: FIELD_ERRORS.invalid }) @MaxLength(200, { message: FIELD_ERRORS.max })
  name?: string;

  @IsOptional() @EmptyToUndefined() @IsIn(DEALER_REGIONS, { message: FIELD_ERRORS.invalid })
  dealer_sales_region?: DealerRegion;

  @IsOptional() @EmptyToUndefined() @IsIn(DEALER_REGIONS, { message: FIELD_ERRORS.invalid })
  dealer_service_region?: DealerRegion;

  @IsOptional() @EmptyToUndefined() @IsIn(SALE_AREA_CODES, { message: FIELD_ERRORS.invalid })
  sale_area_code?: string;

  @IsOptional() @EmptyToUndefined() @IsIn(SERVICE_AREA_CODES, { message: FIELD_ERRORS.invalid })
  service_area_code?: string;

  /** Geographic region. */
  @IsOptional() @EmptyToUndefined() @IsIn(GEO_REGIONS, { message: FIELD_ERRORS.invalid })
  dealer_region?: GeoRegion;

  @IsOptional() @EmptyToUndefined() @IsString({ message: FIELD_ERRORS.invalid }) @MaxLength(100, { message: FIELD_ERRORS.max })
  dealer_province?: string;

  @IsOptional() @EmptyToUndefined() @IsString({ message: FIELD_ERRORS.invalid }) @MaxLength(100, { message: FIELD_ERRORS.max })
  dealer_province_en?: string;

  @IsOptional() @EmptyToUndefined() @IsIn(DEALER_STATUSES, { message: FIELD_ERRORS.invalid })
  status?: DealerStatus;
}

/** GET /api/dealers: the filters, paged (page from 1, limit up to 200, default 20), by dealer_code. */
export class ListDealersQueryDto extends DealerFiltersQueryDto {
  @PageNumber()
  page?: number;

  @PageLimit(200)
  limit?: number;
}


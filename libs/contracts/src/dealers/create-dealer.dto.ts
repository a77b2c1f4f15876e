import { IsIn, IsOptional } from 'class-validator';
import { DEALER_REGIONS, DEALER_STATUSES, GEO_REGIONS, SALE_AREA_CODES, SERVICE_AREA_CODES, type DealerRegion, type DealerStatus, type GeoRegion } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { AreaInRegion } from '../shared/area-in-region.decorator';
import { NestedObject } from '../shared/nested-object';
import { OptionalText, RequiredOneOf, RequiredText } from '../shared/text-fields';
import { WorkingHoursDto } from './working-hours.dto';

/**
 * POST /api/dealers: one dealer branch (SPEC.md §3 Dealer).
 *
 * Required: dealer_id, dealer_code (unique, 409 errors.dealer.codeTaken), the four names (Thai and
 * English dealer and branch names), both regions (Region1..Region5) and both area codes, each
 * area lying in its region (errors.dealer.areaNotInRegion). Tickets copy the dealer's area and
 * region for area and region managers' scope, so a dealer without them would be seen by no one.
 * Optional: status (default normal), dealer_region (geographic, GEO_REGIONS), the provinces, the
 * four manager names, working_hours (a day group left out is closed; HH:mm, both or neither,
 * closing after opening).
 */
export class CreateDealerDto {
  @RequiredText(20)
  dealer_id!: string;

  @RequiredText(40)
  dealer_code!: string;

  @RequiredText(200)
  dealer_name!: string;

  @RequiredText(200)
  dealer_name_en!: string;

  @RequiredText(200)
  branch_name!: string;

  @RequiredText(200)
  branch_name_en!: string;

  @IsOptional() @IsIn(DEALER_STATUSES, { message: FIELD_ERRORS.invalid })
  status?: DealerStatus;

  @RequiredOneOf(DEALER_REGIONS)
  dealer_sales_region!: DealerRegion;

  @RequiredOneOf(DEALER_REGIONS)
  dealer_service_region!: DealerRegion;

  @RequiredOneOf(SALE_AREA_CODES) @AreaInRegion('dealer_sales_region', 'sale')
  sale_area_code!: string;

  @RequiredOneOf(SERVICE_AREA_CODES) @AreaInRegion('dealer_service_region', 'service')
  service_area_code!: string;

  @IsOptional() @IsIn(GEO_REGIONS, { message: FIELD_ERRORS.invalid })
  dealer_region?: GeoRegion | null;

  @OptionalText(100) dealer_province?: string | null;
  @OptionalText(100) dealer_province_en?: string | null;
  @OptionalText(200) sale_area_manager_name?: string | null;
  @OptionalText(200) sale_manager_name?: string | null;
  @OptionalText(200) service_area_manager_name?: string | null;
  @OptionalText(200) service_manager_name?: string | null;

  @IsOptional() @NestedObject(WorkingHoursDto)
  working_hours?: WorkingHoursDto;
}

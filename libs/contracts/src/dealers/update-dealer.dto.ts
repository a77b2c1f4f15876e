import { IsIn, IsOptional } from 'class-validator';
import { DEALER_REGIONS, DEALER_STATUSES, GEO_REGIONS, SALE_AREA_CODES, SERVICE_AREA_CODES, type DealerRegion, type DealerStatus, type GeoRegion } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { AreaInRegion } from '../shared/area-in-region.decorator';
import { NestedObject } from '../shared/nested-object';
import { EditedOneOf, EditedText, OptionalText } from '../shared/text-fields';
import { WorkingHoursDto } from './working-hours.dto';

/**
 * PUT /api/dealers/{_id}: the fields of CreateDealerDto, each optional. A field left out keeps its
 * stored value, a field sent replaces it (null or blank clears an optional one; a required one may
 * not be cleared). working_hours, when sent, replaces all three day groups. The dealer as a whole
 * is checked again after the change (an area must still lie in its region). Setting status
 * "closed" stops its staff signing in and ends their sessions.
 */
export class UpdateDealerDto {
  @EditedText(20) dealer_id?: string;
  @EditedText(40) dealer_code?: string;
  @EditedText(200) dealer_name?: string;
  @EditedText(200) dealer_name_en?: string;
  @EditedText(200) branch_name?: string;
  @EditedText(200) branch_name_en?: string;

  @EditedOneOf(DEALER_STATUSES)
  status?: DealerStatus;

  @EditedOneOf(DEALER_REGIONS)
  dealer_sales_region?: DealerRegion;

  @EditedOneOf(DEALER_REGIONS)
  dealer_service_region?: DealerRegion;

  @EditedOneOf(SALE_AREA_CODES) @AreaInRegion('dealer_sales_region', 'sale')
  sale_area_code?: string;

  @EditedOneOf(SERVICE_AREA_CODES) @AreaInRegion('dealer_service_region', 'service')
  service_area_code?: string;

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

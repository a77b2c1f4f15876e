import { IsIn, IsOptional } from 'class-validator';
import {
  ACTIVE_FLAGS,
  DEALER_REGIONS,
  SALE_AREA_CODES,
  SEARCHABLE_USER_TYPES,
  SERVICE_AREA_CODES,
  USER_GROUPS,
  type ActiveFlag,
  type DealerRegion,
  type UserGroup,
  type UserType,
} from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { PageLimit, PageNumber } from '../shared/paging';
import { ToNumber } from '../tickets/transforms';
import { FilterChoice, FilterId, FilterText } from '../shared/filter-fields';

/**
 * GET /api/users: every filter optional (SPEC.md §5 user search), paged (page from 1, limit up to
 * 200, default 20), ordered by first and last name. first_name, last_name, email and passport_id
 * match any part, ignoring case; the others match exactly. type may be any type but external
 * (SPEC.md §6), though external users are listed when no type is asked for. group=showroom lists
 * users with the showroom flag, group=service those with the service flag. dealer is a dealer _id.
 */
export class ListUsersQueryDto {
  @PageNumber()
  page?: number;

  @PageLimit(200)
  limit?: number;

  @FilterText(100)
  first_name?: string;

  @FilterText(100)
  last_name?: string;

  @FilterText(254)
  email?: string;

  @FilterChoice(SEARCHABLE_USER_TYPES)
  type?: UserType;

  @IsOptional() @ToNumber() @IsIn(ACTIVE_FLAGS, { message: FIELD_ERRORS.invalid })
  active_flag?: ActiveFlag;

  @FilterChoice(USER_GROUPS)
  group?: UserGroup;

  @FilterChoice(DEALER_REGIONS)
  dealer_sales_region?: DealerRegion;

  @FilterChoice(DEALER_REGIONS)
  dealer_service_region?: DealerRegion;

  @FilterChoice(SALE_AREA_CODES)
  sale_area_code?: string;

  @FilterChoice(SERVICE_AREA_CODES)
  service_area_code?: string;

  /** A dealer's _id. */
  @FilterId('all')
  dealer?: string;

  @FilterText(64)
  passport_id?: string;
}

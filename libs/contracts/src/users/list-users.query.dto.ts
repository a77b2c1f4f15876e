import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
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
import { EmptyToUndefined, ToNumber } from '../tickets/transforms';

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

  @IsOptional() @EmptyToUndefined() @IsString({ message: FIELD_ERRORS.invalid }) @MaxLength(100, { message: FIELD_ERRORS.max })
  first_name?: string;

  @IsOptional() @EmptyToUndefined() @IsString({ message: FIELD_ERRORS.invalid }) @MaxLength(100, { message: FIELD_ERRORS.max })
  last_name?: string;

  @IsOptional() @EmptyToUndefined() @IsString({ message: FIELD_ERRORS.invalid }) @MaxLength(254, { message: FIELD_ERRORS.max })
  email?: string;

  @IsOptional() @EmptyToUndefined() @IsIn(SEARCHABLE_USER_TYPES, { message: FIELD_ERRORS.invalid })
  type?: UserType;

  @IsOptional() @ToNumber() @IsIn(ACTIVE_FLAGS, { message: FIELD_ERRORS.invalid })
  active_flag?: ActiveFlag;

  @IsOptional() @EmptyToUndefined() @IsIn(USER_GROUPS, { message: FIELD_ERRORS.invalid })
  group?: UserGroup;

  @IsOptional() @EmptyToUndefined() @IsIn(DEALER_REGIONS, { message: FIELD_ERRORS.invalid })
  dealer_sales_region?: DealerRegion;

  @IsOptional() @EmptyToUndefined() @IsIn(DEALER_REGIONS, { message: FIELD_ERRORS.invalid })
  dealer_service_region?: DealerRegion;

  @IsOptional() @EmptyToUndefined() @IsIn(SALE_AREA_CODES, { message: FIELD_ERRORS.invalid })
  sale_area_code?: string;

  @IsOptional() @EmptyToUndefined() @IsIn(SERVICE_AREA_CODES, { message: FIELD_ERRORS.invalid })
  service_area_code?: string;

  /** A dealer's _id. */
  @IsOptional() @EmptyToUndefined() @IsUUID('all', { message: FIELD_ERRORS.invalid })
  dealer?: string;

  @IsOptional() @EmptyToUndefined() @IsString({ message: FIELD_ERRORS.invalid }) @MaxLength(64, { message: FIELD_ERRORS.max })
  passport_id?: string;
}

import { IsEmail, IsIn, IsNotEmpty, IsString, IsUUID, Matches, MaxLength, ValidateIf } from 'class-validator';
import {
  ACTIVE_FLAGS,
  AREA_REQUIRED_TYPES,
  DEALER_REGIONS,
  PASSWORD_MAX_LENGTH,
  REGION_REQUIRED_TYPES,
  SALE_AREA_CODES,
  SERVICE_AREA_CODES,
  USER_TYPES,
  type ActiveFlag,
  type DealerRegion,
  type UserType,
} from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { AreaInRegion } from '../shared/area-in-region.decorator';
import { EmailOrNull, RequiredText, TrimToNull } from '../shared/text-fields';
import { ToNumber } from '../tickets/transforms';
import { MeetsPasswordRule } from './password-rule.decorator';
import { UserOptionalFieldsDto } from './user-optional-fields.dto';

type Body = { type?: unknown };
const isDealerStaff = (body: Body) => body.type === 'dealer';
const given = (value: unknown) => value !== undefined && value !== null && value !== '';
/** Validate when the user's type needs the field, or when it was sent anyway. */
const RequiredFor = (types: readonly UserType[]) => ValidateIf((body: Body, value) => types.includes(body.type as UserType) || given(value));

/**
 * POST /api/users: a sign-in account (SPEC.md §3 User, §5 user create). Only csn may call it.
 *
 * Always required: first_name, last_name, password, active_flag (0 or 1), type (any of USER_TYPES;
 * external can be created though not searched for).
 * Which other fields a type needs (SPEC.md §5 asks regions and areas of everyone; we ask them only
 * where access depends on them, see ticketScope in libs/domain, and accept them from any type):
 * - staff (every type but dealer): email, unique (409 errors.user.emailTaken). No passport_id,
 *   dealer or passport_only (errors.user.notForType).
 * - dealer: passport_id, unique (409 errors.user.passportTaken), and dealer (the dealer's _id,
 *   errors.user.dealerUnknown when there is none); email optional.
 * - dealer_sales_region and dealer_service_region: required for region_manager, area_manager and
 *   dealer.
 * - sale_area_code and service_area_code: required for area_manager and dealer; each must lie in
 *   its region (errors.dealer.areaNotInRegion). Dealer staff carry their dealer's own regions and
 *   areas (errors.user.notDealersPlacement otherwise), and follow the dealer when it changes.
 * Optional: mobile, position_title, group {showroom, service} and permission {ticket_validation,
 * ticket_validation_closed_edit, bp_dashboard, bp_report} (flags left out are false), and
 * passport_only (dealer staff who may sign in with the dealer form's blank password; default false).
 * The password is write-only: at least 8 characters with a letter and a digit, not containing the
 * email's local part or the passport id (errors.user.weakPassword). It is never answered.
 */
export class CreateUserDto extends UserOptionalFieldsDto {
  @RequiredText(100)
  first_name!: string;

  @RequiredText(100)
  last_name!: string;

  @EmailOrNull()
  @ValidateIf((body: Body, value) => !isDealerStaff(body) || given(value))
  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsEmail({}, { message: FIELD_ERRORS.email })
  @MaxLength(254, { message: FIELD_ERRORS.max })
  email?: string | null;

  @TrimToNull()
  @ValidateIf((body: Body, value) => isDealerStaff(body) || given(value))
  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsString({ message: FIELD_ERRORS.invalid })
  @MaxLength(64, { message: FIELD_ERRORS.max })
  @Matches(/^\S+$/, { message: FIELD_ERRORS.invalid })
  passport_id?: string | null;

  /** The dealer's _id, for dealer staff. */
  @TrimToNull()
  @ValidateIf((body: Body, value) => isDealerStaff(body) || given(value))
  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsUUID('all', { message: FIELD_ERRORS.invalid })
  dealer?: string | null;

  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsString({ message: FIELD_ERRORS.invalid })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: FIELD_ERRORS.max })
  @MeetsPasswordRule()
  password!: string;

  @ToNumber()
  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsIn(ACTIVE_FLAGS, { message: FIELD_ERRORS.invalid })
  active_flag!: ActiveFlag;

  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsIn(USER_TYPES, { message: FIELD_ERRORS.invalid })
  type!: UserType;

  @TrimToNull()
  @RequiredFor(REGION_REQUIRED_TYPES)
  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsIn(DEALER_REGIONS, { message: FIELD_ERRORS.invalid })
  dealer_sales_region?: DealerRegion | null;

  @TrimToNull()
  @RequiredFor(REGION_REQUIRED_TYPES)
  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsIn(DEALER_REGIONS, { message: FIELD_ERRORS.invalid })
  dealer_service_region?: DealerRegion | null;

  @TrimToNull()
  @RequiredFor(AREA_REQUIRED_TYPES)
  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsIn(SALE_AREA_CODES, { message: FIELD_ERRORS.invalid })
  @AreaInRegion('dealer_sales_region', 'sale')
  sale_area_code?: string | null;

  @TrimToNull()
  @RequiredFor(AREA_REQUIRED_TYPES)
  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsIn(SERVICE_AREA_CODES, { message: FIELD_ERRORS.invalid })
  @AreaInRegion('dealer_service_region', 'service')
  service_area_code?: string | null;
}


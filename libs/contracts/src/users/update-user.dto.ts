import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import {
  ACTIVE_FLAGS,
  DEALER_REGIONS,
  PASSWORD_MAX_LENGTH,
  SALE_AREA_CODES,
  SERVICE_AREA_CODES,
  USER_TYPES,
  type ActiveFlag,
  type DealerRegion,
  type UserType,
} from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { ToNumber } from '../tickets/transforms';
import { AreaInRegion } from '../shared/area-in-region.decorator';
import { EditedText, EmailOrNull, IfPresent, TrimToNull } from '../shared/text-fields';
import { MeetsPasswordRule } from './password-rule.decorator';
import { UserOptionalFieldsDto } from './user-optional-fields.dto';

/** An edit form's empty password box (or the dealer form's single space) keeps the password. */
const KeepWhenBlank = () => Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value));

/**
 * PUT /api/users/{_id}: the fields of CreateUserDto, each optional. A field left out keeps its
 * stored value; a field sent replaces it (null or blank clears an optional one). The account as a
 * whole is then checked by the rules of CreateUserDto for its (possibly new) type; leaving the
 * dealer type drops the passport id and dealer. group and permission flags left out are kept.
 *
 * password: left out, null or blank keeps the current one. A new password, or active_flag 0, ends every
 * session of the user (their tokens stop working).
 * Editing oneself: type, active_flag, group and permission cannot be changed on one's own account
 * (403 errors.user.ownPermissions, details naming each field); sending them unchanged is fine.
 */
export class UpdateUserDto extends UserOptionalFieldsDto {
  @EditedText(100)
  first_name?: string;

  @EditedText(100)
  last_name?: string;

  @EmailOrNull()
  @IsOptional()
  @IsEmail({}, { message: FIELD_ERRORS.email })
  @MaxLength(254, { message: FIELD_ERRORS.max })
  email?: string | null;

  @TrimToNull()
  @IsOptional()
  @IsString({ message: FIELD_ERRORS.invalid })
  @MaxLength(64, { message: FIELD_ERRORS.max })
  @Matches(/^\S+$/, { message: FIELD_ERRORS.invalid })
  passport_id?: string | null;

  @TrimToNull()
  @IsOptional()
  @IsUUID('all', { message: FIELD_ERRORS.invalid })
  dealer?: string | null;

  @KeepWhenBlank()
  @IsOptional()
  @IsString({ message: FIELD_ERRORS.invalid })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: FIELD_ERRORS.max })
  @MeetsPasswordRule()
  password?: string | null;

  @IfPresent()
  @ToNumber()
  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsIn(ACTIVE_FLAGS, { message: FIELD_ERRORS.invalid })
  active_flag?: ActiveFlag;

  @IfPresent()
  @IsNotEmpty({ message: FIELD_ERRORS.required })
  @IsIn(USER_TYPES, { message: FIELD_ERRORS.invalid })
  type?: UserType;

  @TrimToNull() @IsOptional() @IsIn(DEALER_REGIONS, { message: FIELD_ERRORS.invalid })
  dealer_sales_region?: DealerRegion | null;

  @TrimToNull() @IsOptional() @IsIn(DEALER_REGIONS, { message: FIELD_ERRORS.invalid })
  dealer_service_region?: DealerRegion | null;

  @TrimToNull() @IsOptional() @IsIn(SALE_AREA_CODES, { message: FIELD_ERRORS.invalid }) @AreaInRegion('dealer_sales_region', 'sale')
  sale_area_code?: string | null;

  @TrimToNull() @IsOptional() @IsIn(SERVICE_AREA_CODES, { message: FIELD_ERRORS.invalid }) @AreaInRegion('dealer_service_region', 'service')
  service_area_code?: string | null;
}

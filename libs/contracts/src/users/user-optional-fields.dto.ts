import { IsBoolean, IsOptional } from 'class-validator';
import { FIELD_ERRORS } from '../messages/message-keys';
import { NestedObject } from '../shared/nested-object';
import { OptionalText } from '../shared/text-fields';
import { GroupFlagsDto, PermissionFlagsDto } from './user-access.dto';

/**
 * The user fields a create and an update take alike: each may be left out. A subclass's own
 * fields come first in its schema and its field errors, these after them.
 */
export class UserOptionalFieldsDto {
  @OptionalText(40)
  mobile?: string | null;

  @OptionalText(200)
  position_title?: string | null;

  @IsOptional() @NestedObject(GroupFlagsDto)
  group?: GroupFlagsDto;

  @IsOptional() @NestedObject(PermissionFlagsDto)
  permission?: PermissionFlagsDto;

  @IsOptional() @IsBoolean({ message: FIELD_ERRORS.invalid })
  passport_only?: boolean;
}

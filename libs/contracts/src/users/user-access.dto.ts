import { IsBoolean, IsOptional } from 'class-validator';
import type { GroupFlags, PermissionFlags } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';

/** group: which ticket types the user works on; a flag left out is false on create, kept on edit. */
export class GroupFlagsDto implements Partial<GroupFlags> {
  @IsOptional() @IsBoolean({ message: FIELD_ERRORS.invalid })
  showroom?: boolean;

  @IsOptional() @IsBoolean({ message: FIELD_ERRORS.invalid })
  service?: boolean;
}

/** permission (SPEC.md §3): a flag left out is false on create, kept on edit. */
export class PermissionFlagsDto implements Partial<PermissionFlags> {
  @IsOptional() @IsBoolean({ message: FIELD_ERRORS.invalid })
  ticket_validation?: boolean;

  @IsOptional() @IsBoolean({ message: FIELD_ERRORS.invalid })
  ticket_validation_closed_edit?: boolean;

  @IsOptional() @IsBoolean({ message: FIELD_ERRORS.invalid })
  bp_dashboard?: boolean;

  @IsOptional() @IsBoolean({ message: FIELD_ERRORS.invalid })
  bp_report?: boolean;
}

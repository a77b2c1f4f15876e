import { SetMetadata } from '@nestjs/common';
import type { UserType } from '@voc/domain';

export const ALLOWED_USER_TYPES = 'voc:allowedUserTypes';

/**
 * Only these user types may call the route (or every route of the controller); everyone else is
 * answered 403 before the body is even validated. Needs UserTypeGuard on the controller.
 */
export const AllowUserTypes = (types: readonly UserType[]) => SetMetadata(ALLOWED_USER_TYPES, types);

import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'voc:isPublic';

/** Marks a route that needs no signed-in user (sign-in itself, health). Everything else does. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const BEFORE_PASSWORD_CHANGE = 'voc:beforePasswordChange';

/** Marks a route a user who must change their password may still use (their profile, the change). */
export const AllowedBeforePasswordChange = () => SetMetadata(BEFORE_PASSWORD_CHANGE, true);

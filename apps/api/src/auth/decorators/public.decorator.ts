import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'voc:isPublic';

/** Marks a route that needs no signed-in user (sign-in itself, health). Everything else does. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

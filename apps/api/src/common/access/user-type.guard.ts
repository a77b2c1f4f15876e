import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AUTH_ERRORS } from '@voc/contracts';
import type { UserType } from '@voc/domain';
import type { AuthenticatedRequest } from './authenticated-request';
import { ApiError } from '../errors/api-error';
import { ALLOWED_USER_TYPES } from './allowed-user-types.decorator';

export const forbidden = () => new ApiError(HttpStatus.FORBIDDEN, 'Forbidden', AUTH_ERRORS.forbidden);

/**
 * Refuses signed-in users whose type the route does not allow (@AllowUserTypes), with 403 in the
 * error envelope. Runs after the global bearer-token guard, so the principal is there.
 */
@Injectable()
export class UserTypeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const allowed = this.reflector.getAllAndOverride<readonly UserType[] | undefined>(ALLOWED_USER_TYPES, [context.getHandler(), context.getClass()]);
    if (!allowed) return true;
    const { principal } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!principal || !allowed.includes(principal.type)) throw forbidden();
    return true;
  }
}

import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { BEFORE_PASSWORD_CHANGE, IS_PUBLIC } from '../../common/access/public.decorator';
import { BearerPrincipals, bearerToken } from '../services/bearer-principals.service';
import type { AuthenticatedRequest } from '../../common/access/authenticated-request';

/**
 * Every route needs a valid bearer token unless marked @Public() (BearerPrincipals says what a
 * valid one is). Before a required password change only routes marked for it answer.
 */
@Injectable()
export class BearerTokenGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly principals: BearerPrincipals,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const allowBeforeChange = this.reflector.getAllAndOverride<boolean>(BEFORE_PASSWORD_CHANGE, [context.getHandler(), context.getClass()]) ?? false;
    request.principal = await this.principals.principalOf(bearerToken(request.headers.authorization), { allowBeforeChange });
    return true;
  }
}

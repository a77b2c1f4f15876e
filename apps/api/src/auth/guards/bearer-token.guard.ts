import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthErrors } from '../auth.exception';
import { BEFORE_PASSWORD_CHANGE, IS_PUBLIC } from '../decorators/public.decorator';
import { toPrincipal } from '../mappers/signed-in-user.mapper';
import { TokenService } from '../services/token.service';
import { UsersRepository } from '../../users/repositories/users.repository';
import type { AuthenticatedRequest } from './authenticated-request';

/**
 * Every route needs a valid bearer token unless marked @Public(). The token must verify, and its
 * user must still be active with the same credentials version (deactivation revokes old tokens).
 */
@Injectable()
export class BearerTokenGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly accounts: UsersRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !token) throw AuthErrors.unauthorized();
    const claims = await this.tokens.verify(token).catch((cause: unknown) => {
      throw AuthErrors.unauthorized(cause);
    });
    const user = await this.accounts.findWithDealer(claims.sub);
    if (!user || user.activeFlag !== 1 || user.tokenVersion !== claims.ver) throw AuthErrors.unauthorized();
    if (user.type === 'dealer' && user.dealer?.status !== 'normal') throw AuthErrors.unauthorized();
    const allowedBeforeChange = this.reflector.getAllAndOverride<boolean>(BEFORE_PASSWORD_CHANGE, [context.getHandler(), context.getClass()]);
    if (user.mustChangePassword && !allowedBeforeChange) throw AuthErrors.mustChangePassword();
    request.principal = toPrincipal(user);
    return true;
  }
}

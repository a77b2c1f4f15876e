import { Injectable } from '@nestjs/common';
import type { Principal } from '@voc/domain';
import { AuthErrors } from '../auth.exception';
import { toPrincipal } from '../mappers/signed-in-user.mapper';
import { UsersRepository } from '../../users/repositories/users.repository';
import { TokenService } from './token.service';

/**
 * Who a bearer token stands for: the token must verify, and its user must still be active with
 * the same credentials version (deactivation revokes old tokens), a dealer's branch open. Used by
 * the token guard of every route and by the pages the api serves outside Nest (the queue board).
 */
@Injectable()
export class BearerPrincipals {
  constructor(
    private readonly tokens: TokenService,
    private readonly accounts: UsersRepository,
  ) {}

  /** Throws Unauthorized (401), or PasswordChangeRequired (403) unless `allowBeforeChange`. */
  async principalOf(token: string | undefined, { allowBeforeChange = false }: { allowBeforeChange?: boolean } = {}): Promise<Principal> {
    if (!token) throw AuthErrors.unauthorized();
    const claims = await this.tokens.verify(token).catch((cause: unknown) => {
      throw AuthErrors.unauthorized(cause);
    });
    const user = await this.accounts.findWithDealer(claims.sub);
    if (!user || user.activeFlag !== 1 || user.tokenVersion !== claims.ver) throw AuthErrors.unauthorized();
    if (user.type === 'dealer' && user.dealer?.status !== 'normal') throw AuthErrors.unauthorized();
    if (user.mustChangePassword && !allowBeforeChange) throw AuthErrors.mustChangePassword();
    return toPrincipal(user);
  }
}

/** The token of an `Authorization: Bearer <token>` header, if that is what it holds. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const [scheme, token] = (authorization ?? '').split(' ');
  return scheme === 'Bearer' && token ? token : undefined;
}

import { Injectable } from '@nestjs/common';
import type { Principal } from '@voc/domain';
import type { UserRecord } from '@voc/persistence';
import { AuthErrors } from '../auth.exception';
import { toPrincipal } from '../mappers/signed-in-user.mapper';
import { UsersRepository } from '../../user-records/users.repository';
import type { TokenClaims } from './token.service';
import { TokenService } from './token.service';
import { AccountCache } from './account-cache.service';

/**
 * Who a bearer token stands for: the token must verify, and its user must still be active with
 * the same credentials version (deactivation revokes old tokens), a dealer's branch open. Used by
 * the token guard of every route and by the pages the api serves outside Nest (the queue board).
 * The account row may come from AccountCache when it lets the token in; any refusal is decided on
 * a row read afresh.
 */
@Injectable()
export class BearerPrincipals {
  constructor(
    private readonly tokens: TokenService,
    private readonly accounts: UsersRepository,
    private readonly cache: AccountCache,
  ) {}

  /** Throws Unauthorized (401), or PasswordChangeRequired (403) unless `allowBeforeChange`. */
  async principalOf(token: string | undefined, { allowBeforeChange = false }: { allowBeforeChange?: boolean } = {}): Promise<Principal> {
    if (!token) throw AuthErrors.unauthorized();
    const claims = await this.tokens.verify(token).catch((cause: unknown) => {
      throw AuthErrors.unauthorized(cause);
    });
    const cached = this.cache.fresh(claims.sub);
    if (cached && refusal(cached, claims, allowBeforeChange) === null) return toPrincipal(cached);
    const readAt = Date.now();
    const user = await this.accounts.findWithDealer(claims.sub);
    const refused = refusal(user, claims, allowBeforeChange);
    if (user) this.cache.remember(user, readAt);
    if (refused || !user) throw refused ?? AuthErrors.unauthorized();
    return toPrincipal(user);
  }
}

/** Why this account does not let this token in (null: it does). */
function refusal(user: UserRecord | null, claims: TokenClaims, allowBeforeChange: boolean): Error | null {
  if (!user || user.activeFlag !== 1 || user.tokenVersion !== claims.ver) return AuthErrors.unauthorized();
  if (user.type === 'dealer' && user.dealer?.status !== 'normal') return AuthErrors.unauthorized();
  if (user.mustChangePassword && !allowBeforeChange) return AuthErrors.mustChangePassword();
  return null;
}

/** The token of an `Authorization: Bearer <token>` header, if that is what it holds. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const [scheme, token] = (authorization ?? '').split(' ');
  return scheme === 'Bearer' && token ? token : undefined;
}

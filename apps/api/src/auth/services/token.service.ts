import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { VerifiedTokens } from './verified-tokens';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a token says: the user and the version of their credentials it was issued for. */
export interface TokenClaims {
  sub: string;
  ver: number;
}

@Injectable()
export class TokenService {
  private readonly verified = new VerifiedTokens();

  constructor(
    private readonly jwt: JwtService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  issue(claims: TokenClaims): Promise<string> {
    return this.jwt.signAsync(claims, { expiresIn: this.config.jwtExpiresInSeconds });
  }

  /** Throws on a tampered, expired or unsigned token. A token verified before answers from VerifiedTokens until it expires. */
  async verify(token: string): Promise<TokenClaims> {
    const known = this.verified.claimsOf(token);
    if (known) return known;
    const payload = await this.jwt.verifyAsync<Partial<TokenClaims> & { exp?: number }>(token, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') throw new Error('token claims are incomplete');
    // Users are keyed by uuid: any other subject (a token signed for another system) names nobody.
    if (!UUID.test(payload.sub)) throw new Error('token subject is not a user id');
    const claims = { sub: payload.sub, ver: payload.ver };
    // jsonwebtoken refuses a token from its `exp` second on: so does the cache.
    if (typeof payload.exp === 'number') this.verified.remember(token, claims, payload.exp * 1000);
    return claims;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a token says: the user and the version of their credentials it was issued for. */
export interface TokenClaims {
  sub: string;
  ver: number;
}

@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  issue(claims: TokenClaims): Promise<string> {
    return this.jwt.signAsync(claims, { expiresIn: this.config.jwtExpiresInSeconds });
  }

  /** Throws on a tampered, expired or unsigned token. */
  async verify(token: string): Promise<TokenClaims> {
    const payload = await this.jwt.verifyAsync<Partial<TokenClaims>>(token, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') throw new Error('token claims are incomplete');
    // Users are keyed by uuid: any other subject (a token signed for another system) names nobody.
    if (!UUID.test(payload.sub)) throw new Error('token subject is not a user id');
    return { sub: payload.sub, ver: payload.ver };
  }
}

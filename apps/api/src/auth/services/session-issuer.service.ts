import { Injectable } from '@nestjs/common';
import type { SignInResult } from '@voc/contracts';
import type { UserRecord } from '@voc/persistence';
import { toSignedInUser } from '../mappers/signed-in-user.mapper';
import { TokenService } from './token.service';

/** The answer of a successful sign-in: a bearer token for the user's current credentials. */
@Injectable()
export class SessionIssuer {
  constructor(private readonly tokens: TokenService) {}

  async issue(user: UserRecord): Promise<SignInResult> {
    const token = await this.tokens.issue({ sub: user.id, ver: user.tokenVersion });
    return { token, token_type: 'Bearer', user: toSignedInUser(user) };
  }
}

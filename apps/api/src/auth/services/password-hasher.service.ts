import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/** argon2id password hashes (OWASP parameters: 19 MiB, 2 passes). */
@Injectable()
export class PasswordHasher {
  private readonly options = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
  /** Compared against when no user matches, so an unknown identifier costs as long as a wrong password. */
  private readonly decoy = argon2.hash('decoy-password-never-matches', this.options);

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    if (hash === null) {
      await argon2.verify(await this.decoy, password).catch(() => false);
      return false;
    }
    return argon2.verify(hash, password).catch(() => false);
  }
}

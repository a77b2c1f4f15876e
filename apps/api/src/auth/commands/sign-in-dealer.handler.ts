import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SignInResult } from '@voc/contracts';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { AuthErrors } from '../auth.exception';
import { PasswordHasher } from '../services/password-hasher.service';
import { SessionIssuer } from '../services/session-issuer.service';
import { UsersRepository } from '../../user-records/users.repository';
import { SignInDealerCommand } from './sign-in-dealer.command';

/** The dealer form sends a single space for an empty password box (SPEC.md §3, §9). */
function isBlank(password: string | undefined): boolean {
  return password === undefined || password.trim() === '';
}

@CommandHandler(SignInDealerCommand)
export class SignInDealerHandler implements ICommandHandler<SignInDealerCommand, SignInResult> {
  constructor(
    private readonly accounts: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionIssuer,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async execute({ passportId, password }: SignInDealerCommand): Promise<SignInResult> {
    const user = await this.accounts.findDealerStaffByPassport(passportId);
    // A blank password is accepted only for a legacy passport-only account, and only where the
    // deployment turned legacy sign-in on; anything else is checked.
    const credentialsOk =
      user !== null && isBlank(password)
        ? this.config.legacyBlankPasswordSignIn && user.passportOnly
        : await this.hasher.verify(user?.passwordHash ?? null, password ?? '');
    if (!user || !credentialsOk) throw AuthErrors.invalidCredentials();
    // This passport exists and the password is right, but it may not sign in.
    if (user.activeFlag !== 1 || !user.dealer || user.dealer.status !== 'normal') throw AuthErrors.passportRefused();
    return this.sessions.issue(user);
  }
}

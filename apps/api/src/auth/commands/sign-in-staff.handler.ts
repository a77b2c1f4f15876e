import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SignInResult } from '@voc/contracts';
import { AuthErrors } from '../auth.exception';
import { PasswordHasher } from '../services/password-hasher.service';
import { SessionIssuer } from '../services/session-issuer.service';
import { UsersRepository } from '../../user-records/users.repository';
import { SignInStaffCommand } from './sign-in-staff.command';

@CommandHandler(SignInStaffCommand)
export class SignInStaffHandler implements ICommandHandler<SignInStaffCommand, SignInResult> {
  constructor(
    private readonly accounts: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionIssuer,
  ) {}

  async execute({ email, password }: SignInStaffCommand): Promise<SignInResult> {
    const user = await this.accounts.findStaffByEmail(email);
    // Verify even when nobody matches, so the answer time does not tell which emails exist.
    const passwordOk = await this.hasher.verify(user?.passwordHash ?? null, password);
    if (!user || !passwordOk) throw AuthErrors.invalidCredentials();
    if (user.activeFlag !== 1) throw AuthErrors.inactive();
    return this.sessions.issue(user);
  }
}

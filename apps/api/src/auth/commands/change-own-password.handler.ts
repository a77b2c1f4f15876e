import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PASSWORD_PROBLEM_KEYS, USER_ERRORS, type SignInResult } from '@voc/contracts';
import { passwordProblem } from '@voc/domain';
import { ApiError } from '../../common/errors/api-error';
import { AuthErrors } from '../auth.exception';
import { AccountCache } from '../services/account-cache.service';
import { PasswordHasher } from '../services/password-hasher.service';
import { SessionIssuer } from '../services/session-issuer.service';
import { UsersRepository } from '../../user-records/users.repository';
import { ChangeOwnPasswordCommand } from './change-own-password.command';

/**
 * Checks the current password, applies the password rule against the user's own sign-in names,
 * stores the new hash, clears "must change" and revokes every older token; answers a new session
 * so the user carries on signed in.
 */
@CommandHandler(ChangeOwnPasswordCommand)
export class ChangeOwnPasswordHandler implements ICommandHandler<ChangeOwnPasswordCommand, SignInResult> {
  constructor(
    private readonly accounts: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionIssuer,
    private readonly cache: AccountCache,
  ) {}

  async execute({ userId, currentPassword, newPassword }: ChangeOwnPasswordCommand): Promise<SignInResult> {
    const user = await this.accounts.findWithDealer(userId);
    if (!user) throw AuthErrors.unauthorized();
    if (!(await this.hasher.verify(user.passwordHash, currentPassword))) throw AuthErrors.currentPasswordWrong();
    const problem = passwordProblem(newPassword, { email: user.email, passportId: user.passportId });
    const refusal = newPassword === currentPassword ? USER_ERRORS.passwordSameAsCurrent : problem && PASSWORD_PROBLEM_KEYS[problem];
    if (refusal) throw new ApiError(HttpStatus.BAD_REQUEST, 'ValidationError', 'errors.validation', [{ field: 'new_password', message: refusal }]);
    await this.accounts.setOwnPassword(user.id, await this.hasher.hash(newPassword));
    this.cache.forgetAll();
    const updated = await this.accounts.findWithDealer(user.id);
    return this.sessions.issue(updated!);
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ownAccessChanges } from '@voc/domain';
import { UnitOfWork } from '@voc/sql';
import { AuditTrail } from '../../audit/services/audit-trail.service';
import { fieldChanges, SECRET_CHANGED } from '../../audit/utils/field-changes.util';
import { AccountCache } from '../../auth/services/account-cache.service';
import { PasswordHasher } from '../../auth/services/password-hasher.service';
import { violatedUniqueConstraint } from '../../common/errors/unique-violation.util';
import { isUuid } from '../../common/sql/like-pattern.util';
import { auditedUserFields } from '../mappers/user-view.mapper';
import { conflictOf, UserErrors } from '../users.exception';
import { DealersRepository } from '../../dealers/repositories/dealers.repository';
import { UsersRepository } from '../../user-records/users.repository';
import { applyUserBody, dealerOf, fillDealerPlacement, forgetOldDealerPlacement, userColumns, userProblems } from '../utils/user-record.util';
import { UpdateUserCommand } from './update-user.command';
import { InjectRepositoryFactory, RepositoryFactory } from '../../common/persistence/repository-providers';

/**
 * Edits an account in one transaction with its audit entry. A new password or deactivation raises
 * token_version, so every token issued before stops working (the bearer guard compares it).
 */
@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand, string> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditTrail,
    private readonly accounts: AccountCache,
    @InjectRepositoryFactory(UsersRepository) private readonly users: RepositoryFactory<UsersRepository>,
    @InjectRepositoryFactory(DealersRepository) private readonly dealers: RepositoryFactory<DealersRepository>,
  ) {}

  async execute({ actor, userId, body }: UpdateUserCommand): Promise<string> {
    if (!isUuid(userId)) throw UserErrors.notFound();
    const newPassword = body.password ?? null;
    const newHash = newPassword === null ? null : await this.hasher.hash(newPassword);
    try {
      await this.uow.run(async (tx) => {
        const users = this.users.for(tx);
        const current = await users.findById(userId, true);
        if (!current) throw UserErrors.notFound();
        const next = applyUserBody(current, body);
        forgetOldDealerPlacement(next, current, body);
        const dealer = await dealerOf(this.dealers.for(tx), next);
        fillDealerPlacement(next, dealer);
        const changes = fieldChanges(auditedUserFields(current), auditedUserFields(next));
        if (actor.userId === userId) {
          const own = ownAccessChanges(Object.keys(changes));
          if (own.length) throw UserErrors.ownAccess(own);
        }
        const problems = userProblems(next, dealer, newPassword);
        if (problems.length) throw UserErrors.invalid(problems);
        if (newHash !== null) {
          next.passwordHash = newHash;
          changes.password = SECRET_CHANGED;
        }
        if (Object.keys(changes).length === 0) return;
        if (newHash !== null || (current.activeFlag === 1 && next.activeFlag === 0)) next.tokenVersion = current.tokenVersion + 1;
        await users.update(userId, userColumns(next));
        await this.audit.record(tx, actor, [{ entityType: 'user', entityId: userId, action: 'updated', changes }]);
      });
    } catch (error) {
      throw conflictOf(violatedUniqueConstraint(error)) ?? error;
    }
    // Committed: this process's token guard reads the account afresh (others within AUTH_CACHE_MS).
    this.accounts.forgetAll();
    return userId;
  }
}

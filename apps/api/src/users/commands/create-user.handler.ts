import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '@voc/sql';
import { AuditTrail } from '../../audit/services/audit-trail.service';
import { createdChanges, SECRET_CHANGED } from '../../audit/utils/field-changes.util';
import { PasswordHasher } from '../../auth/services/password-hasher.service';
import { violatedUniqueConstraint } from '../../common/errors/unique-violation.util';
import { auditedUserFields } from '../mappers/user-view.mapper';
import { conflictOf, UserErrors } from '../users.exception';
import { DealersRepository } from '../../dealers/repositories/dealers.repository';
import { UsersRepository } from '../../user-records/users.repository';
import { applyUserBody, dealerOf, fillDealerPlacement, userColumns, userProblems } from '../utils/user-record.util';
import { CreateUserCommand } from './create-user.command';
import { InjectRepositoryFactory, RepositoryFactory } from '../../common/persistence/repository-providers';

@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand, string> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditTrail,
    @InjectRepositoryFactory(UsersRepository) private readonly users: RepositoryFactory<UsersRepository>,
    private readonly dealers: DealersRepository,
  ) {}

  async execute({ actor, body }: CreateUserCommand): Promise<string> {
    const user = applyUserBody(null, body);
    const dealer = await dealerOf(this.dealers, user);
    fillDealerPlacement(user, dealer);
    const problems = userProblems(user, dealer, body.password);
    if (problems.length) throw UserErrors.invalid(problems);
    user.passwordHash = await this.hasher.hash(body.password);
    try {
      return await this.uow.run(async (tx) => {
        const created = await this.users.for(tx).insert(userColumns(user));
        const id = created.id;
        const changes = { ...createdChanges(auditedUserFields(created)), password: SECRET_CHANGED };
        await this.audit.record(tx, actor, [{ entityType: 'user', entityId: id, action: 'created', changes }]);
        return id;
      });
    } catch (error) {
      throw conflictOf(violatedUniqueConstraint(error)) ?? error;
    }
  }
}

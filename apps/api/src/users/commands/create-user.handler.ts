import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UserEntity } from '@voc/persistence';
import { AuditTrail } from '../../audit/services/audit-trail.service';
import { createdChanges, SECRET_CHANGED } from '../../audit/utils/field-changes.util';
import { PasswordHasher } from '../../auth/services/password-hasher.service';
import { violatedUniqueConstraint } from '../../common/errors/unique-violation.util';
import { auditedUserFields } from '../mappers/user-view.mapper';
import { conflictOf, UserErrors } from '../users.exception';
import { applyUserBody, dealerOf, fillDealerPlacement, userColumns, userProblems } from '../utils/user-record.util';
import { CreateUserCommand } from './create-user.command';

@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand, string> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ actor, body }: CreateUserCommand): Promise<string> {
    const user = applyUserBody(null, body);
    const dealer = await dealerOf(this.db.manager, user);
    fillDealerPlacement(user, dealer);
    const problems = userProblems(user, dealer, body.password);
    if (problems.length) throw UserErrors.invalid(problems);
    user.passwordHash = await this.hasher.hash(body.password);
    try {
      return await this.db.transaction(async (manager) => {
        const { identifiers } = await manager.insert(UserEntity, userColumns(user));
        const id = identifiers[0].id as string;
        const created = await manager.findOneByOrFail(UserEntity, { id });
        const changes = { ...createdChanges(auditedUserFields(created)), password: SECRET_CHANGED };
        await this.audit.record(manager, actor, [{ entityType: 'user', entityId: id, action: 'created', changes }]);
        return id;
      });
    } catch (error) {
      throw conflictOf(violatedUniqueConstraint(error)) ?? error;
    }
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { UserDetailView } from '@voc/contracts';
import { AuditTrail } from '../../audit/services/audit-trail.service';
import { isUuid } from '../../common/sql/like-pattern.util';
import { toUserView } from '../mappers/user-view.mapper';
import { UsersRepository } from '../../user-records/users.repository';
import { UserErrors } from '../users.exception';
import { GetUserQuery } from './get-user.query';

/** GET /api/users/{id}: the user with their dealer and their history of changes. */
@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery, UserDetailView> {
  constructor(
    private readonly audit: AuditTrail,
    private readonly users: UsersRepository,
  ) {}

  async execute({ userId }: GetUserQuery): Promise<UserDetailView> {
    if (!isUuid(userId)) throw UserErrors.notFound();
    const user = await this.users.findWithDealer(userId);
    if (!user) throw UserErrors.notFound();
    return { ...toUserView(user), history: await this.audit.history('user', userId) };
  }
}

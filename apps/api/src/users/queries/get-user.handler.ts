import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { UserDetailView } from '@voc/contracts';
import { UserEntity } from '@voc/persistence';
import { AuditTrail } from '../../audit/services/audit-trail.service';
import { isUuid } from '../../common/sql/like-pattern.util';
import { toUserView } from '../mappers/user-view.mapper';
import { UserErrors } from '../users.exception';
import { GetUserQuery } from './get-user.query';

/** GET /api/users/{id}: the user with their dealer and their history of changes. */
@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery, UserDetailView> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ userId }: GetUserQuery): Promise<UserDetailView> {
    if (!isUuid(userId)) throw UserErrors.notFound();
    const user = await this.db.getRepository(UserEntity).findOne({ where: { id: userId }, relations: { dealer: true } });
    if (!user) throw UserErrors.notFound();
    return { ...toUserView(user), history: await this.audit.history('user', userId) };
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ListBody, UserView } from '@voc/contracts';
import { toUserView } from '../mappers/user-view.mapper';
import { UsersRepository } from '../../user-records/users.repository';
import { ListUsersQuery } from './list-users.query';

const DEFAULT_LIMIT = 20;

/** GET /api/users: one page by first and last name, and how many match in all. */
@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery, ListBody<UserView>> {
  constructor(private readonly users: UsersRepository) {}

  async execute({ filters }: ListUsersQuery): Promise<ListBody<UserView>> {
    const { rows, total } = await this.users.page(filters, filters.page ?? 1, filters.limit ?? DEFAULT_LIMIT);
    return { result: rows.map(toUserView), total };
  }
}

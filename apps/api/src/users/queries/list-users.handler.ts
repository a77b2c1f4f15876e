import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import type { ListBody, ListUsersQueryDto, UserView } from '@voc/contracts';
import { UserEntity } from '@voc/persistence';
import { likePattern } from '../../common/sql/like-pattern.util';
import { toUserView } from '../mappers/user-view.mapper';
import { ListUsersQuery } from './list-users.query';

const DEFAULT_LIMIT = 20;

/** Each filter given, on a query over users aliased `u`; each expression is one an index covers. */
function applyUserFilters(query: SelectQueryBuilder<UserEntity>, filters: ListUsersQueryDto): SelectQueryBuilder<UserEntity> {
  if (filters.first_name) query.andWhere('lower(u.first_name) LIKE :firstName', { firstName: likePattern(filters.first_name) });
  if (filters.last_name) query.andWhere('lower(u.last_name) LIKE :lastName', { lastName: likePattern(filters.last_name) });
  if (filters.email) query.andWhere('u.email LIKE :email', { email: likePattern(filters.email) });
  if (filters.passport_id) query.andWhere('lower(u.passport_id) LIKE :passportId', { passportId: likePattern(filters.passport_id) });
  if (filters.group === 'showroom') query.andWhere('u.group_showroom');
  if (filters.group === 'service') query.andWhere('u.group_service');
  const exact = {
    type: 'u.type',
    active_flag: 'u.active_flag',
    dealer_sales_region: 'u.dealer_sales_region',
    dealer_service_region: 'u.dealer_service_region',
    sale_area_code: 'u.sale_area_code',
    service_area_code: 'u.service_area_code',
    dealer: 'u.dealer_ref',
  } as const;
  for (const [filter, column] of Object.entries(exact) as Array<[keyof typeof exact, string]>) {
    const value = filters[filter];
    if (value !== undefined) query.andWhere(`${column} = :${filter}`, { [filter]: value });
  }
  return query;
}

/** GET /api/users: one page by first and last name, and how many match in all. */
@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery, ListBody<UserView>> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ filters }: ListUsersQuery): Promise<ListBody<UserView>> {
    const page = filters.page ?? 1;
    const limit = filters.limit ?? DEFAULT_LIMIT;
    const query = applyUserFilters(this.db.getRepository(UserEntity).createQueryBuilder('u'), filters);
    const [users, total] = await Promise.all([
      query
        .clone()
        .leftJoinAndSelect('u.dealer', 'd')
        .orderBy('lower(u.first_name)', 'ASC')
        .addOrderBy('lower(u.last_name)', 'ASC')
        .addOrderBy('u.id', 'ASC')
        .offset((page - 1) * limit)
        .limit(limit)
        .getMany(),
      query.clone().getCount(),
    ]);
    return { result: users.map(toUserView), total };
  }
}

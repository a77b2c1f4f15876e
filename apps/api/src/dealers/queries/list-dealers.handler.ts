import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DealerView, ListBody } from '@voc/contracts';
import { dealerReadScope } from '@voc/domain';
import { DealerEntity } from '@voc/persistence';
import { toDealerView } from '../mappers/dealer-view.mapper';
import { applyDealerFilters } from '../utils/dealer-filters.util';
import { ListDealersQuery } from './list-dealers.query';

const DEFAULT_LIMIT = 20;

/** GET /api/dealers: one page by dealer_code, and how many match in all. */
@QueryHandler(ListDealersQuery)
export class ListDealersHandler implements IQueryHandler<ListDealersQuery, ListBody<DealerView>> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ principal, filters }: ListDealersQuery): Promise<ListBody<DealerView>> {
    const page = filters.page ?? 1;
    const limit = filters.limit ?? DEFAULT_LIMIT;
    const query = applyDealerFilters(this.db.getRepository(DealerEntity).createQueryBuilder('d'), dealerReadScope(principal), filters);
    const [dealers, total] = await Promise.all([
      query.clone().orderBy('d.dealerCode', 'ASC').offset((page - 1) * limit).limit(limit).getMany(),
      query.clone().getCount(),
    ]);
    return { result: dealers.map(toDealerView), total };
  }
}

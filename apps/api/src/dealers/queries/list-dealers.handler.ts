import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DealerView, ListBody } from '@voc/contracts';
import { dealerReadScope } from '@voc/domain';
import { toDealerView } from '../mappers/dealer-view.mapper';
import { DealersRepository } from '../repositories/dealers.repository';
import { ListDealersQuery } from './list-dealers.query';

const DEFAULT_LIMIT = 20;

/** GET /api/dealers: one page by dealer_code, and how many match in all. */
@QueryHandler(ListDealersQuery)
export class ListDealersHandler implements IQueryHandler<ListDealersQuery, ListBody<DealerView>> {
  constructor(private readonly dealers: DealersRepository) {}

  async execute({ principal, filters }: ListDealersQuery): Promise<ListBody<DealerView>> {
    const page = filters.page ?? 1;
    const limit = filters.limit ?? DEFAULT_LIMIT;
    const { rows, total } = await this.dealers.page(dealerReadScope(principal), filters, page, limit);
    return { result: rows.map(toDealerView), total };
  }
}

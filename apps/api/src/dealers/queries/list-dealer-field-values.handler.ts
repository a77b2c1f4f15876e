import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ListBody } from '@voc/contracts';
import { dealerReadScope } from '@voc/domain';
import { DealersRepository } from '../repositories/dealers.repository';
import { ListDealerFieldValuesQuery } from './list-dealer-field-values.query';

/** GET /api/dealers/field/{field}: each value once, sorted, empty ones left out. */
@QueryHandler(ListDealerFieldValuesQuery)
export class ListDealerFieldValuesHandler implements IQueryHandler<ListDealerFieldValuesQuery, ListBody<string>> {
  constructor(private readonly dealers: DealersRepository) {}

  async execute({ principal, field, filters }: ListDealerFieldValuesQuery): Promise<ListBody<string>> {
    const result = await this.dealers.distinctValues(dealerReadScope(principal), filters, field);
    return { result, total: result.length };
  }
}

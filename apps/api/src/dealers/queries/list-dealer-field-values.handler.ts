import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DealerValueField, ListBody } from '@voc/contracts';
import { dealerReadScope } from '@voc/domain';
import { DealerEntity } from '@voc/persistence';
import { applyDealerFilters } from '../utils/dealer-filters.util';
import { ListDealerFieldValuesQuery } from './list-dealer-field-values.query';

const COLUMNS: Record<DealerValueField, string> = {
  dealer_province: 'd.dealer_province',
  dealer_province_en: 'd.dealer_province_en',
};

/** GET /api/dealers/field/{field}: each value once, sorted, empty ones left out. */
@QueryHandler(ListDealerFieldValuesQuery)
export class ListDealerFieldValuesHandler implements IQueryHandler<ListDealerFieldValuesQuery, ListBody<string>> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ principal, field, filters }: ListDealerFieldValuesQuery): Promise<ListBody<string>> {
    const column = COLUMNS[field];
    const rows = await applyDealerFilters(this.db.getRepository(DealerEntity).createQueryBuilder('d'), dealerReadScope(principal), filters)
      .select(`DISTINCT ${column}`, 'value')
      .andWhere(`${column} IS NOT NULL AND ${column} <> ''`)
      .orderBy('value', 'ASC')
      .getRawMany<{ value: string }>();
    const result = rows.map((row) => row.value);
    return { result, total: result.length };
  }
}

import type { SelectQueryBuilder } from 'typeorm';
import type { DealerFiltersQueryDto } from '@voc/contracts';
import type { DealerReadScope } from '@voc/domain';
import type { DealerEntity } from '@voc/persistence';
import { likePattern } from '../../common/sql/like-pattern.util';

/**
 * The reader's scope, then each filter given, on a query over dealers aliased `d`. The name
 * expression is the one dealers_names_trgm_idx indexes, so partial names are found by index.
 */
export function applyDealerFilters(query: SelectQueryBuilder<DealerEntity>, scope: DealerReadScope, filters: DealerFiltersQueryDto): SelectQueryBuilder<DealerEntity> {
  if (scope.kind === 'none') query.andWhere('false');
  if (scope.kind === 'own') query.andWhere('d.id = :ownDealer', { ownDealer: scope.dealerRef });
  if (filters.dealer_code) query.andWhere(`lower(d.dealer_code) LIKE :code`, { code: likePattern(filters.dealer_code, 'prefix') });
  if (filters.dealer_id) query.andWhere('d.dealer_id = :dealerId', { dealerId: filters.dealer_id.trim() });
  if (filters.name) {
    query.andWhere(`lower(d.dealer_name || ' ' || d.dealer_name_en || ' ' || d.branch_name || ' ' || d.branch_name_en) LIKE :name`, {
      name: likePattern(filters.name),
    });
  }
  const exact = {
    dealer_sales_region: 'd.dealer_sales_region',
    dealer_service_region: 'd.dealer_service_region',
    sale_area_code: 'd.sale_area_code',
    service_area_code: 'd.service_area_code',
    dealer_region: 'd.dealer_region',
    dealer_province: 'd.dealer_province',
    dealer_province_en: 'd.dealer_province_en',
    status: 'd.status',
  } as const;
  for (const [filter, column] of Object.entries(exact) as Array<[keyof typeof exact, string]>) {
    const value = filters[filter];
    if (value !== undefined) query.andWhere(`${column} = :${filter}`, { [filter]: typeof value === 'string' ? value.trim() : value });
  }
  return query;
}

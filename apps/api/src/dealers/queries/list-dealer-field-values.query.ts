import { Query } from '@nestjs/cqrs';
import type { DealerFiltersQueryDto, DealerValueField, ListBody } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** The distinct values of one dealer field among the dealers the filters select. */
export class ListDealerFieldValuesQuery extends Query<ListBody<string>> {
  constructor(
    readonly principal: Principal,
    readonly field: DealerValueField,
    readonly filters: DealerFiltersQueryDto,
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { DealerView, ListBody, ListDealersQueryDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

export class ListDealersQuery extends Query<ListBody<DealerView>> {
  constructor(
    readonly principal: Principal,
    readonly filters: ListDealersQueryDto,
  ) {
    super();
  }
}

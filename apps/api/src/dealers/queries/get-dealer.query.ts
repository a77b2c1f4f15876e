import { Query } from '@nestjs/cqrs';
import type { DealerDetailView } from '@voc/contracts';
import type { Principal } from '@voc/domain';

export class GetDealerQuery extends Query<DealerDetailView> {
  constructor(
    readonly principal: Principal,
    readonly dealerId: string,
  ) {
    super();
  }
}

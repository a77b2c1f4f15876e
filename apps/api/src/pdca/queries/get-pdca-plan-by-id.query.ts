import { Query } from '@nestjs/cqrs';
import type { PdcaPlanView } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** A written plan by its id. */
export class GetPdcaPlanByIdQuery extends Query<PdcaPlanView> {
  constructor(
    readonly principal: Principal,
    readonly planId: string,
  ) {
    super();
  }
}

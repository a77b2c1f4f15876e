import { Query } from '@nestjs/cqrs';
import type { PdcaWorkQueryDto, PdcaWorkRow } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** The work page: the months the user's branch owes plans for, or the plans the user reviews. */
export class ListPdcaWorkQuery extends Query<PdcaWorkRow[]> {
  constructor(
    readonly principal: Principal,
    readonly filters: PdcaWorkQueryDto,
  ) {
    super();
  }
}

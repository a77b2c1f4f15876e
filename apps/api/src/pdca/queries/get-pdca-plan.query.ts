import { Query } from '@nestjs/cqrs';
import type { PdcaPlanKeyDto, PdcaPlanView } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** The plan of a branch, type and month: written, or owed and still empty. */
export class GetPdcaPlanQuery extends Query<PdcaPlanView> {
  constructor(
    readonly principal: Principal,
    readonly key: PdcaPlanKeyDto,
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { DuplicateTelWarning, SameTelQueryDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

export class SameTelQuery extends Query<DuplicateTelWarning['existing']> {
  constructor(
    readonly principal: Principal,
    readonly query: SameTelQueryDto,
  ) {
    super();
  }
}

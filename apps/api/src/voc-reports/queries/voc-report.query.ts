import { Query } from '@nestjs/cqrs';
import type { VocGrouping, VocReportAnswer, VocReportQueryDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** VOC figures (complaints by category, by mode, against the previous period) grouped as asked. */
export class VocReportQuery extends Query<VocReportAnswer> {
  constructor(
    readonly principal: Principal,
    readonly filters: VocReportQueryDto,
    readonly defaultGrouping: VocGrouping,
  ) {
    super();
  }
}

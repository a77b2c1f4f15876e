import { Query } from '@nestjs/cqrs';
import type { VocReportAnswer, VocReportQueryDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** Call-centre tickets by dealer (or region, area, month), category and outcome over the period. */
export class CallcenterReportQuery extends Query<VocReportAnswer> {
  constructor(
    readonly principal: Principal,
    readonly filters: VocReportQueryDto,
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { CaseClosedReportAnswer, CaseClosedReportQueryDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** Tickets completed in a month, with days to close and who held the time. */
export class CaseClosedReportQuery extends Query<CaseClosedReportAnswer> {
  constructor(
    readonly principal: Principal,
    readonly filters: CaseClosedReportQueryDto,
  ) {
    super();
  }
}

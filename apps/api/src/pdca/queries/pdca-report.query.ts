import { Query } from '@nestjs/cqrs';
import type { PdcaReportAnswer, PdcaReportQueryDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** The PDCA report: dealer branches × months with plan status and the KPI before and after. */
export class PdcaReportQuery extends Query<PdcaReportAnswer> {
  constructor(
    readonly principal: Principal,
    readonly filters: PdcaReportQueryDto,
  ) {
    super();
  }
}

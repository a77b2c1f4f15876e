import { Query } from '@nestjs/cqrs';
import type { KpiReportQueryDto, KpiSummaryAnswer } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** The management KPI summary: every KPI per region, and the last 12 months' trend. */
export class KpiSummaryQuery extends Query<KpiSummaryAnswer> {
  constructor(
    readonly principal: Principal,
    readonly filters: KpiReportQueryDto,
  ) {
    super();
  }
}

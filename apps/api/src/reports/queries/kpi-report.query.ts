import { Query } from '@nestjs/cqrs';
import type { KpiReportAnswer, KpiReportQueryDto, ReportGrouping } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** KPI attainment from the monthly roll-up, grouped by region, area, dealer or month. */
export class KpiReportQuery extends Query<KpiReportAnswer> {
  constructor(
    readonly principal: Principal,
    readonly filters: KpiReportQueryDto,
    readonly defaultGrouping: ReportGrouping,
  ) {
    super();
  }
}

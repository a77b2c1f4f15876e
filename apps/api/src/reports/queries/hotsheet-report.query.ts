import { Query } from '@nestjs/cqrs';
import type { HotsheetReportAnswer, KpiReportQueryDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** Hot alerts received per dealer: status, KPI attainment and ageing. */
export class HotsheetReportQuery extends Query<HotsheetReportAnswer> {
  constructor(
    readonly principal: Principal,
    readonly filters: KpiReportQueryDto,
  ) {
    super();
  }
}

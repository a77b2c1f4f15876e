import { Query } from '@nestjs/cqrs';
import type { KpiReportQueryDto, StatusTrendPoint } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** Tickets entering each status per day, and standing in it at each day's end (status_day_flows). */
export class StatusTrendQuery extends Query<StatusTrendPoint[]> {
  constructor(
    readonly principal: Principal,
    readonly filters: KpiReportQueryDto,
  ) {
    super();
  }
}

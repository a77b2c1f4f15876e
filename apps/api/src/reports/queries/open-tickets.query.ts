import { Query } from '@nestjs/cqrs';
import type { KpiReportQueryDto, OpenTicketsSummary } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** Open tickets by live deadline state and by age (ticket_kpi, kept current by the sweep). */
export class OpenTicketsQuery extends Query<OpenTicketsSummary> {
  constructor(
    readonly principal: Principal,
    readonly filters: KpiReportQueryDto,
  ) {
    super();
  }
}

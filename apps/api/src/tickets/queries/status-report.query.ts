import { Query } from '@nestjs/cqrs';
import type { ListTicketsQueryDto, StatusReportRow } from '@voc/contracts';
import type { Principal } from '@voc/domain';

export class StatusReportQuery extends Query<StatusReportRow[]> {
  constructor(
    readonly principal: Principal,
    readonly filters: ListTicketsQueryDto,
  ) {
    super();
  }
}

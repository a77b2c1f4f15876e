import { Query } from '@nestjs/cqrs';
import type { TicketDetailView } from '@voc/contracts';
import type { Principal } from '@voc/domain';

export class GetTicketQuery extends Query<TicketDetailView> {
  constructor(
    readonly principal: Principal,
    readonly ticketId: string,
  ) {
    super();
  }
}

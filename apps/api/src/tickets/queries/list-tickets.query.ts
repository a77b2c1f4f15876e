import { Query } from '@nestjs/cqrs';
import type { ListBody, ListTicketsQueryDto, TicketView } from '@voc/contracts';
import type { Principal } from '@voc/domain';

export class ListTicketsQuery extends Query<ListBody<TicketView>> {
  constructor(
    readonly principal: Principal,
    readonly filters: ListTicketsQueryDto,
  ) {
    super();
  }
}

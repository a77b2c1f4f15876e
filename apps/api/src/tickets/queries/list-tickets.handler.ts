import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ListBody, TicketView } from '@voc/contracts';
import { listTickets } from '@voc/ticketing';
import { UnitOfWork } from '@voc/sql';
import { ListTicketsQuery } from './list-tickets.query';

@QueryHandler(ListTicketsQuery)
export class ListTicketsHandler implements IQueryHandler<ListTicketsQuery, ListBody<TicketView>> {
  constructor(private readonly uow: UnitOfWork) {}

  execute({ principal, filters }: ListTicketsQuery): Promise<ListBody<TicketView>> {
    return listTickets(this.uow.runner, principal, filters);
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ListBody, TicketView } from '@voc/contracts';
import { listTickets } from '@voc/ticketing';
import { ListTicketsQuery } from './list-tickets.query';

@QueryHandler(ListTicketsQuery)
export class ListTicketsHandler implements IQueryHandler<ListTicketsQuery, ListBody<TicketView>> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  execute({ principal, filters }: ListTicketsQuery): Promise<ListBody<TicketView>> {
    return listTickets(this.db, principal, filters);
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { TicketDetailView } from '@voc/contracts';
import { getTicketDetail } from '@voc/ticketing';
import { GetTicketQuery } from './get-ticket.query';

@QueryHandler(GetTicketQuery)
export class GetTicketHandler implements IQueryHandler<GetTicketQuery, TicketDetailView> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  execute({ principal, ticketId }: GetTicketQuery): Promise<TicketDetailView> {
    return getTicketDetail(this.db, principal, ticketId);
  }
}

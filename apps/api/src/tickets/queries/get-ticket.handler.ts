import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TicketDetailView } from '@voc/contracts';
import { getTicketDetail } from '@voc/ticketing';
import { UnitOfWork } from '@voc/sql';
import { GetTicketQuery } from './get-ticket.query';

@QueryHandler(GetTicketQuery)
export class GetTicketHandler implements IQueryHandler<GetTicketQuery, TicketDetailView> {
  constructor(private readonly uow: UnitOfWork) {}

  execute({ principal, ticketId }: GetTicketQuery): Promise<TicketDetailView> {
    return getTicketDetail(this.uow.runner, principal, ticketId);
  }
}

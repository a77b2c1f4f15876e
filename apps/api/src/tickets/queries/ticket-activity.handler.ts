import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TicketActivityAnswer } from '@voc/contracts';
import { UnitOfWork } from '@voc/sql';
import { loadTicketInScope, readTicketActivity } from '@voc/ticketing';
import { TicketActivityQuery } from './ticket-work.queries';

@QueryHandler(TicketActivityQuery)
export class TicketActivityHandler implements IQueryHandler<TicketActivityQuery, TicketActivityAnswer> {
  constructor(private readonly uow: UnitOfWork) {}

  /** Only for a ticket the user sees (404 otherwise, never its log). */
  async execute({ principal, ticketId, after }: TicketActivityQuery): Promise<TicketActivityAnswer> {
    const ticket = await loadTicketInScope(this.uow.runner, principal, ticketId, false);
    return readTicketActivity(this.uow.runner, ticket.id, after);
  }
}

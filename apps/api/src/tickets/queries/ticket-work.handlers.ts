import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OwnerCandidateView, OwnerWorkloadRow, TicketActivityAnswer } from '@voc/contracts';
import { UnitOfWork } from '@voc/persistence';
import { loadTicketInScope, ownerCandidates, ownerWorkload, readTicketActivity } from '@voc/ticketing';
import { OwnerCandidatesQuery, OwnerWorkloadQuery, TicketActivityQuery } from './ticket-work.queries';

@QueryHandler(TicketActivityQuery)
export class TicketActivityHandler implements IQueryHandler<TicketActivityQuery, TicketActivityAnswer> {
  constructor(private readonly uow: UnitOfWork) {}

  /** Only for a ticket the user sees (404 otherwise, never its log). */
  async execute({ principal, ticketId, after }: TicketActivityQuery): Promise<TicketActivityAnswer> {
    const ticket = await loadTicketInScope(this.uow.runner, principal, ticketId, false);
    return readTicketActivity(this.uow.runner, ticket.id, after);
  }
}

@QueryHandler(OwnerCandidatesQuery)
export class OwnerCandidatesHandler implements IQueryHandler<OwnerCandidatesQuery, OwnerCandidateView[]> {
  constructor(private readonly uow: UnitOfWork) {}

  execute({ principal, ticketId }: OwnerCandidatesQuery): Promise<OwnerCandidateView[]> {
    return ownerCandidates(this.uow.runner, principal, ticketId);
  }
}

@QueryHandler(OwnerWorkloadQuery)
export class OwnerWorkloadHandler implements IQueryHandler<OwnerWorkloadQuery, OwnerWorkloadRow[]> {
  constructor(private readonly uow: UnitOfWork) {}

  execute({ principal }: OwnerWorkloadQuery): Promise<OwnerWorkloadRow[]> {
    return ownerWorkload(this.uow.runner, principal);
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OwnerCandidateView } from '@voc/contracts';
import { UnitOfWork } from '@voc/sql';
import { ownerCandidates } from '@voc/ticketing';
import { OwnerCandidatesQuery } from './ticket-work.queries';

@QueryHandler(OwnerCandidatesQuery)
export class OwnerCandidatesHandler implements IQueryHandler<OwnerCandidatesQuery, OwnerCandidateView[]> {
  constructor(private readonly uow: UnitOfWork) {}

  execute({ principal, ticketId }: OwnerCandidatesQuery): Promise<OwnerCandidateView[]> {
    return ownerCandidates(this.uow.runner, principal, ticketId);
  }
}

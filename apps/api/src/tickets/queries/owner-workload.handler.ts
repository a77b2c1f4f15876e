import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OwnerWorkloadRow } from '@voc/contracts';
import { UnitOfWork } from '@voc/sql';
import { ownerWorkload } from '@voc/ticketing';
import { OwnerWorkloadQuery } from './ticket-work.queries';

@QueryHandler(OwnerWorkloadQuery)
export class OwnerWorkloadHandler implements IQueryHandler<OwnerWorkloadQuery, OwnerWorkloadRow[]> {
  constructor(private readonly uow: UnitOfWork) {}

  execute({ principal }: OwnerWorkloadQuery): Promise<OwnerWorkloadRow[]> {
    return ownerWorkload(this.uow.runner, principal);
  }
}

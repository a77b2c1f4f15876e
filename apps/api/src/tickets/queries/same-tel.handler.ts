import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DuplicateTelWarning } from '@voc/contracts';
import { sameTelThisMonth } from '@voc/ticketing';
import { UnitOfWork } from '@voc/sql';
import { SameTelQuery } from './same-tel.query';

@QueryHandler(SameTelQuery)
export class SameTelHandler implements IQueryHandler<SameTelQuery, DuplicateTelWarning['existing']> {
  constructor(private readonly uow: UnitOfWork) {}

  execute({ principal, query }: SameTelQuery): Promise<DuplicateTelWarning['existing']> {
    return sameTelThisMonth(this.uow.runner, principal, query);
  }
}

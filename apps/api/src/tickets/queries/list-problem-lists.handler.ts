import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { NamedItemView } from '@voc/contracts';
import { UnitOfWork } from '@voc/sql';
import { listProblemLists } from '@voc/ticketing';
import { ListProblemListsQuery } from './list-problem-lists.query';

@QueryHandler(ListProblemListsQuery)
export class ListProblemListsHandler implements IQueryHandler<ListProblemListsQuery, NamedItemView[]> {
  constructor(private readonly uow: UnitOfWork) {}

  execute({ filters }: ListProblemListsQuery): Promise<NamedItemView[]> {
    return listProblemLists(this.uow.runner, filters);
  }
}

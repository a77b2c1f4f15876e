import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { NamedItemView } from '@voc/contracts';
import { UnitOfWork } from '@voc/sql';
import { listSubcategories } from '@voc/ticketing';
import { ListSubcategoriesQuery } from './list-subcategories.query';

@QueryHandler(ListSubcategoriesQuery)
export class ListSubcategoriesHandler implements IQueryHandler<ListSubcategoriesQuery, NamedItemView[]> {
  constructor(private readonly uow: UnitOfWork) {}

  execute({ filters }: ListSubcategoriesQuery): Promise<NamedItemView[]> {
    return listSubcategories(this.uow.runner, filters);
  }
}

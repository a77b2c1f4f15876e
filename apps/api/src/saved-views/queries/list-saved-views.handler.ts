import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SavedView } from '@voc/contracts';
import { UnitOfWork } from '@voc/sql';
import { SavedViewsRepository } from '../repositories/saved-views.repository';
import { ListSavedViewsQuery } from './list-saved-views.query';

@QueryHandler(ListSavedViewsQuery)
export class ListSavedViewsHandler implements IQueryHandler<ListSavedViewsQuery, SavedView[]> {
  constructor(private readonly uow: UnitOfWork) {}

  execute({ userId }: ListSavedViewsQuery): Promise<SavedView[]> {
    return new SavedViewsRepository(this.uow.runner).list(userId);
  }
}

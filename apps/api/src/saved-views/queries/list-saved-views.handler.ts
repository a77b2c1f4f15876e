import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SavedView } from '@voc/contracts';
import { SavedViewsRepository } from '../repositories/saved-views.repository';
import { ListSavedViewsQuery } from './list-saved-views.query';

@QueryHandler(ListSavedViewsQuery)
export class ListSavedViewsHandler implements IQueryHandler<ListSavedViewsQuery, SavedView[]> {
  constructor(private readonly savedViews: SavedViewsRepository) {}

  execute({ userId }: ListSavedViewsQuery): Promise<SavedView[]> {
    return this.savedViews.list(userId);
  }
}

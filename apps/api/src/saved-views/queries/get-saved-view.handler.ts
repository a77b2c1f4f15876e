import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SavedView } from '@voc/contracts';
import { isUuid } from '../../common/sql/like-pattern.util';
import { SavedViewErrors } from '../saved-views.exception';
import { SavedViewsRepository } from '../repositories/saved-views.repository';
import { GetSavedViewQuery } from './get-saved-view.query';

@QueryHandler(GetSavedViewQuery)
export class GetSavedViewHandler implements IQueryHandler<GetSavedViewQuery, SavedView> {
  constructor(private readonly savedViews: SavedViewsRepository) {}

  async execute({ userId, id }: GetSavedViewQuery): Promise<SavedView> {
    const found = isUuid(id) ? await this.savedViews.find(userId, id) : null;
    if (!found) throw SavedViewErrors.notFound();
    return found;
  }
}

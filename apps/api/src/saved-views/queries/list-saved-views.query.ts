import { Query } from '@nestjs/cqrs';
import type { SavedView } from '@voc/contracts';

/** The signed-in user's saved views, by name. */
export class ListSavedViewsQuery extends Query<SavedView[]> {
  constructor(readonly userId: string) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { SavedView } from '@voc/contracts';

/** One of the signed-in user's views (404 when it is not theirs or not there). */
export class GetSavedViewQuery extends Query<SavedView> {
  constructor(
    readonly userId: string,
    readonly id: string,
  ) {
    super();
  }
}

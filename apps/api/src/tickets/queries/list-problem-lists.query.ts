import { Query } from '@nestjs/cqrs';
import type { NamedItemView } from '@voc/contracts';

/** Problem lists for the ticket forms, optionally of one sub-category and type. */
export class ListProblemListsQuery extends Query<NamedItemView[]> {
  constructor(readonly filters: { sub_category?: string; type?: string }) {
    super();
  }
}

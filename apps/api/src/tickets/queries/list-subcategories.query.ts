import { Query } from '@nestjs/cqrs';
import type { NamedItemView } from '@voc/contracts';

/** Sub-categories for the ticket forms, optionally of one type and category code. */
export class ListSubcategoriesQuery extends Query<NamedItemView[]> {
  constructor(readonly filters: { type?: string; code?: string }) {
    super();
  }
}

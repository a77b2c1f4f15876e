import { Query } from '@nestjs/cqrs';
import type { CategorySuggestionRequestDto, CategorySuggestionsAnswer } from '@voc/contracts';

/** The three most likely complaint categories of a text, with the words that led there. */
export class CategorySuggestionsQuery extends Query<CategorySuggestionsAnswer> {
  constructor(readonly request: CategorySuggestionRequestDto) {
    super();
  }
}

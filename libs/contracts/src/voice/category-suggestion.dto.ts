import { RequiredOneOf, RequiredText } from '../shared/text-fields';
import { TICKET_TYPES, type TicketType } from '@voc/domain';

/** The longest text a suggestion is asked for (a ticket description's limit and some). */
export const CATEGORY_SUGGESTION_MAX_TEXT = 4000;

/** POST /api/tickets/category-suggestions: the three most likely complaint categories of a text. */
export class CategorySuggestionRequestDto {
  @RequiredText(CATEGORY_SUGGESTION_MAX_TEXT)
  text!: string;

  @RequiredOneOf(TICKET_TYPES)
  type!: TicketType;
}

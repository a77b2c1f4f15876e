import type { SavedView } from '@voc/contracts';
import { SAVED_VIEW_PATHS } from '@voc/domain';
import { dateTime, described, objectOf, oneOf, str, uuid } from './schema-builders';

/** Saved views (issue 32). */
export const SAVED_VIEW_ANSWER_SCHEMAS = {
  SavedView: objectOf<SavedView>({
    _id: uuid,
    name: str,
    path: described('The list or report page.', oneOf(SAVED_VIEW_PATHS)),
    query: described("The page's filter query (a=1&b=2), without '?'.", str),
    created_at: dateTime,
  }),
};

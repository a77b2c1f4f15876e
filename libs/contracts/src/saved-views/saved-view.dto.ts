import { IsOptional, IsString, MaxLength } from 'class-validator';
import { SAVED_VIEW_NAME_MAX, SAVED_VIEW_QUERY_MAX } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { composeDecorators } from '../shared/compose-decorators';
import { RequiredText } from '../shared/text-fields';

/** A page's filter query: optional text of at most SAVED_VIEW_QUERY_MAX characters. */
const FilterQuery = () => composeDecorators(IsOptional(), IsString({ message: FIELD_ERRORS.invalid }), MaxLength(SAVED_VIEW_QUERY_MAX, { message: FIELD_ERRORS.max }));

/**
 * POST /api/saved-views: keep the filters of a list or report page under a name (issue 32).
 * `path` is the page (one of the lists and reports the user's menu offers, else 400
 * errors.savedView.page); `query` its address's filter query (`a=1&b=2`, the page number dropped).
 * A name the user has already given a view (whatever its case) is 409 errors.savedView.nameTaken.
 */
export class SavedViewBodyDto {
  @RequiredText(SAVED_VIEW_NAME_MAX)
  name!: string;

  @RequiredText(200)
  path!: string;

  /** Absent or null: no filters. */
  @FilterQuery()
  query?: string | null;
}

/** PUT /api/saved-views/{id}: a new name for one of the user's views. */
export class RenameSavedViewDto {
  @RequiredText(SAVED_VIEW_NAME_MAX)
  name!: string;
}

/** A saved view as the api answers it; the dashboard opens `path?query`. */
export interface SavedView {
  _id: string;
  name: string;
  path: string;
  query: string;
  created_at: string;
}

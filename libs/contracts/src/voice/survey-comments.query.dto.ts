import { DEALER_REGIONS, TICKET_TYPES, type DealerRegion, type TicketType } from '@voc/domain';
import { Matches, IsOptional } from 'class-validator';
import { FIELD_ERRORS } from '../messages/message-keys';
import { FilterChoice, FilterDate, FilterId, FilterText } from '../shared/filter-fields';
import { PageLimit, PageNumber } from '../shared/paging';
import { EmptyToUndefined } from '../tickets/transforms';
import { VOICE_TOPIC_PATTERN } from './voice-queries.dto';

/** Score bands a comments list may be narrowed to (SPEC.md §9 NPS bands). */
export const COMMENT_SCORE_BANDS = ['top2box', 'passive', 'bottom6'] as const;
export type CommentScoreBand = (typeof COMMENT_SCORE_BANDS)[number];

export const SURVEY_COMMENTS_MAX_LIMIT = 100;

/**
 * GET /api/surveys/comments: every survey answer with a comment, newest first. `from`/`to` are
 * Thai days of the answer (both inclusive); `q` searches the normalised words (Thai or English).
 */
export class SurveyCommentsQueryDto {
  @FilterDate()
  from?: string;

  @FilterDate()
  to?: string;

  @FilterChoice(TICKET_TYPES)
  type?: TicketType;

  @FilterChoice(COMMENT_SCORE_BANDS)
  band?: CommentScoreBand;

  @IsOptional() @EmptyToUndefined() @Matches(VOICE_TOPIC_PATTERN, { message: FIELD_ERRORS.invalid })
  topic?: string;

  @FilterChoice(DEALER_REGIONS)
  region?: DealerRegion;

  @FilterText(10)
  area_code?: string;

  @FilterId()
  dealer_id?: string;

  /** The answer behind one survey ticket (the ticket page's survey header). */
  @FilterId()
  ticket_id?: string;

  @FilterText(200)
  q?: string;

  @PageNumber()
  page?: number;

  @PageLimit(SURVEY_COMMENTS_MAX_LIMIT)
  limit?: number;
}

import { COMMENT_SCORE_BANDS, type CommentScoreBand, type SurveyCommentsQueryDto, VOICE_TOPIC_PATTERN } from '@voc/contracts';
import { type TicketType } from '@voc/domain';
import { oneOfParam, positiveIntParam, textParam } from '../../../lib/url-params';
import { type NetworkPlace, placeFromSearch } from '../../../lib/reports/network-place';
import { placeParams } from '../../../lib/reports/place-params';

/** What the comment list shows; every part kept in the address ('' for "any"). */
export interface CommentFilters extends NetworkPlace {
  type: TicketType | '';
  band: CommentScoreBand | '';
  topic: string;
  /** Thai days of the answer, YYYY-MM-DD, both inclusive. */
  from: string;
  to: string;
  q: string;
  page: number;
}

export const COMMENTS_PAGE_SIZE = 20;
const SEARCH_MAX = 200;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const NO_COMMENT_FILTERS: CommentFilters = { type: '', band: '', topic: '', from: '', to: '', q: '', page: 1, region: '', area_code: '', dealer_id: '' };

function dayParam(value: string | null): string {
  const text = (value ?? '').trim();
  return DAY.test(text) && !Number.isNaN(Date.parse(text)) ? text : '';
}

/** Reads the filters from the address; anything not understood is let go (a stale link still opens a list). */
export function commentFiltersFromSearch(search: URLSearchParams, types: readonly TicketType[]): CommentFilters {
  const topic = (search.get('topic') ?? '').trim();
  return {
    type: oneOfParam(types, search.get('type')) ?? '',
    band: oneOfParam(COMMENT_SCORE_BANDS, search.get('band')) ?? '',
    topic: VOICE_TOPIC_PATTERN.test(topic) ? topic : '',
    from: dayParam(search.get('from')),
    to: dayParam(search.get('to')),
    q: textParam(search.get('q'), SEARCH_MAX),
    page: positiveIntParam(search.get('page')) ?? 1,
    ...placeFromSearch(search),
  };
}

/** The filled-in filters in a fixed order; page 1 left out. */
export function searchFromCommentFilters(filters: CommentFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['type', 'band', 'topic', 'from', 'to', 'region', 'area_code', 'dealer_id', 'q'] as const) {
    if (filters[key]) search.set(key, filters[key]);
  }
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The list call: the filled-in filters and the page. */
export function commentsQueryOf(filters: CommentFilters): SurveyCommentsQueryDto {
  const query: SurveyCommentsQueryDto = { page: filters.page, limit: COMMENTS_PAGE_SIZE };
  if (filters.type) query.type = filters.type;
  if (filters.band) query.band = filters.band;
  if (filters.topic) query.topic = filters.topic;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  Object.assign(query, placeParams(filters));
  if (filters.q) query.q = filters.q;
  return query;
}

export const COMMENTS_PATH = '/app/ticket/survey/comments';

/** A link from a figure of the voice page to the comments behind it: the topic (or words), the period's days and the place. */
export function commentsLink(drill: Partial<Omit<CommentFilters, 'page'>>): string {
  const text = searchFromCommentFilters({ ...NO_COMMENT_FILTERS, ...drill }).toString();
  return text ? `${COMMENTS_PATH}?${text}` : COMMENTS_PATH;
}

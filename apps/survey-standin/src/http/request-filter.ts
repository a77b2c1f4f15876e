import { SURVEY_PAGE_LIMIT, SURVEY_TYPES, type SurveyType } from '@voc/contracts';
import { decodeCursor, type FeedPosition } from '../paging/survey-cursor';

export interface RequestFilter {
  type: SurveyType;
  after?: FeedPosition;
  updatedFromMs?: number;
  dealerCode?: string;
  limit: number;
}

const KNOWN = new Set(['type', 'updated_from', 'dealer_code', 'cursor', 'limit']);
const TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The request body's filter, or the message of the 400 that refuses it. */
export function readRequestFilter(body: unknown): RequestFilter | { problem: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { problem: 'the body must be a JSON object' };
  const b = body as Record<string, unknown>;
  const unknown = Object.keys(b).filter((k) => !KNOWN.has(k));
  if (unknown.length > 0) return { problem: `unknown filter ${unknown.join(', ')}` };
  if (b.type === undefined) return { problem: `type is required (${SURVEY_TYPES.join(' or ')})` };
  if (!SURVEY_TYPES.includes(b.type as SurveyType)) return { problem: `type must be ${SURVEY_TYPES.join(' or ')}` };
  const filter: RequestFilter = { type: b.type as SurveyType, limit: SURVEY_PAGE_LIMIT.default };
  if (b.limit !== undefined) {
    if (typeof b.limit !== 'number' || !Number.isInteger(b.limit) || b.limit < SURVEY_PAGE_LIMIT.min || b.limit > SURVEY_PAGE_LIMIT.max) {
      return { problem: `limit must be a whole number from ${SURVEY_PAGE_LIMIT.min} to ${SURVEY_PAGE_LIMIT.max}` };
    }
    filter.limit = b.limit;
  }
  if (b.cursor !== undefined) {
    const after = typeof b.cursor === 'string' ? decodeCursor(b.cursor) : undefined;
    if (!after) return { problem: 'cursor is not one this service gave' };
    filter.after = after;
  }
  if (b.updated_from !== undefined) {
    const ms = typeof b.updated_from === 'string' && TIME_WITH_OFFSET.test(b.updated_from) ? Date.parse(b.updated_from) : NaN;
    if (Number.isNaN(ms)) return { problem: 'updated_from must be an ISO 8601 time with an offset' };
    filter.updatedFromMs = ms;
  }
  if (b.dealer_code !== undefined) {
    if (typeof b.dealer_code !== 'string' || b.dealer_code.trim() === '') return { problem: 'dealer_code must be a non-empty string' };
    filter.dealerCode = b.dealer_code;
  }
  return filter;
}

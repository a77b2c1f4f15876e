import { HttpStatus } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FIELD_ERRORS, GENERIC_ERRORS, type SurveyCommentsAnswer, type SurveyCommentView } from '@voc/contracts';
import { ticketScope } from '@voc/domain';
import { ReportingStore } from '@voc/reporting-schema';
import { SqlParams, UnitOfWork } from '@voc/sql';
import { scopeCondition } from '@voc/ticketing';
import { analyseText } from '@voc/voice-text';
import { ApiError } from '../../common/errors/api-error';
import { DealersRepository } from '../../dealers/repositories/dealers.repository';
import { SurveyCommentsRepository } from '../repositories/survey-comments.repository';
import { voiceDataAsOf } from '../services/voice-freshness';
import { findHighlights, wordsByTopic } from '../services/voice-highlights';
import { topicKind } from '../services/topic-kinds';
import { SurveyCommentsQuery } from './survey-comments.query';

const DEFAULT_LIMIT = 20;

/**
 * Survey comments from the voice projection (reporting.voice_texts): the user's ticket scope (a
 * dealer sees its own answers only), the filters, and a search over the normalised words
 * (PostgreSQL full text over the tokens the text library made, the query through the same
 * pipeline); dealer names from the main database afterwards.
 */
@QueryHandler(SurveyCommentsQuery)
export class SurveyCommentsHandler implements IQueryHandler<SurveyCommentsQuery, SurveyCommentsAnswer> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly reporting: ReportingStore,
  ) {}

  async execute({ principal, filters }: SurveyCommentsQuery): Promise<SurveyCommentsAnswer> {
    if (filters.from && filters.to && filters.to.slice(0, 10) < filters.from.slice(0, 10)) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'ValidationError', GENERIC_ERRORS.validation, [{ field: 'to', message: FIELD_ERRORS.dateOrder }]);
    }
    const page = filters.page ?? 1;
    const limit = filters.limit ?? DEFAULT_LIMIT;
    const params = new SqlParams();
    const where = [`r.source = 'survey'`, 'NOT r.deleted', scopeCondition(ticketScope(principal), 'r', params)];
    if (filters.from) where.push(`r.day >= ${params.add(filters.from.slice(0, 10))}::date`);
    if (filters.to) where.push(`r.day <= ${params.add(filters.to.slice(0, 10))}::date`);
    if (filters.type) where.push(`r.type = ${params.add(filters.type)}`);
    if (filters.band) where.push(`r.nps_band = ${params.add(filters.band)}`);
    if (filters.topic) where.push(`r.topics @> ARRAY[${params.add(filters.topic)}]::text[]`);
    if (filters.region) where.push(`r.region = ${params.add(filters.region)}`);
    if (filters.area_code) where.push(`r.area_code = ${params.add(filters.area_code)}`);
    if (filters.dealer_id) where.push(`r.dealer_ref = ${params.add(filters.dealer_id)}`);
    if (filters.ticket_id) where.push(`r.ticket_id = ${params.add(filters.ticket_id)}`);
    // The search words go through the same pipeline as the comments (normalised, segmented, stop words out).
    const searchWords = filters.q ? [...new Set(analyseText(filters.q).tokens)] : [];
    if (filters.q && searchWords.length === 0) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'ValidationError', GENERIC_ERRORS.validation, [{ field: 'q', message: FIELD_ERRORS.invalid }]);
    }
    if (searchWords.length) where.push(`to_tsvector('simple', r.search_text) @@ plainto_tsquery('simple', ${params.add(searchWords.join(' '))})`);

    const [{ rows, total }, dataAsOf] = await Promise.all([
      new SurveyCommentsRepository(this.reporting.runner).page(where.join(' AND '), params, limit, (page - 1) * limit),
      voiceDataAsOf(this.uow.runner, this.reporting.runner),
    ]);
    const labels = await new DealersRepository(this.uow.runner).labels(rows.map((r) => r.dealer_ref));
    const result = rows.map((row): SurveyCommentView => {
      const words = wordsByTopic(row.topic_words);
      const dealer = labels.get(row.dealer_ref);
      return {
        id: row.text_key.replace(/^survey:/, ''),
        type: row.type,
        survey_id: row.text_key.replace(/^survey:[^:]+:/, ''),
        dealer_id: row.dealer_ref,
        dealer_code: row.dealer_code,
        dealer_name: dealer ? `${dealer.dealer_name} ${dealer.branch_name}`.trim() : row.dealer_code,
        dealer_name_en: dealer ? `${dealer.dealer_name_en || dealer.dealer_name} ${dealer.branch_name_en || dealer.branch_name}`.trim() : row.dealer_code,
        region: row.region,
        area_code: row.area_code,
        responded_day: row.day,
        nps: row.nps,
        band: row.nps_band,
        satisfied: row.satisfied,
        comment: row.body,
        polarity: row.polarity,
        topics: row.topics.map((topic) => ({ topic, kind: topicKind(topic), words: words.get(topic) ?? [] })),
        highlights: findHighlights(row.body, [...row.topics.flatMap((topic) => (words.get(topic) ?? []).map((word) => ({ word, topic }))), ...searchWords.map((word) => ({ word, topic: null }))]),
        ticket: row.ticket_id && row.case_no ? { id: row.ticket_id, case_no: row.case_no } : null,
      };
    });
    return { result, total, page, limit, data_as_of: dataAsOf };
  }
}

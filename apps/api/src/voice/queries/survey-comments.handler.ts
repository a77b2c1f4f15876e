import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FIELD_ERRORS, type SurveyCommentsAnswer, type SurveyCommentsQueryDto, type SurveyCommentView } from '@voc/contracts';
import { ticketScope, type Principal } from '@voc/domain';
import { SqlParams } from '@voc/sql';
import { scopeCondition } from '@voc/ticketing';
import { analyseText } from '@voc/voice-text';
import { readReport } from '../../reports/kernel/read-report';
import { refuseDayOrder, refuseProblems } from '../../reports/kernel/report-filters';
import { pageOf } from '../../reports/kernel/report-page';
import { ReportReads } from '../../reports/kernel/report-reads';
import { SurveyCommentsRepository } from '../repositories/survey-comments.repository';
import { VoiceStatement } from '../services/voice-statement';
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
    private readonly reads: ReportReads,
    private readonly statement: VoiceStatement,
    private readonly comments: SurveyCommentsRepository,
  ) {}

  execute(query: SurveyCommentsQuery): Promise<SurveyCommentsAnswer> {
    return readReport(query, {
      refuse: (filters) => refuseDayOrder(filters.from, filters.to, 'to'),
      // Days, both inclusive (the from and to filters, either may be absent).
      period: (filters) => ({ from: filters.from?.slice(0, 10), to: filters.to?.slice(0, 10) }),
      rows: ({ principal, filters, period }) => this.rows(principal, filters, period),
    });
  }

  private async rows(principal: Principal, filters: SurveyCommentsQueryDto, days: { from?: string; to?: string }): Promise<SurveyCommentsAnswer> {
    const { page, limit, offset } = pageOf(filters, DEFAULT_LIMIT);
    const params = new SqlParams();
    const where = [`r.source = 'survey'`, 'NOT r.deleted', scopeCondition(ticketScope(principal), 'r', params)];
    if (days.from) where.push(`r.day >= ${params.add(days.from)}::date`);
    if (days.to) where.push(`r.day <= ${params.add(days.to)}::date`);
    if (filters.type) where.push(`r.type = ${params.add(filters.type)}`);
    if (filters.band) where.push(`r.nps_band = ${params.add(filters.band)}`);
    if (filters.topic) where.push(`r.topics @> ARRAY[${params.add(filters.topic)}]::text[]`);
    if (filters.region) where.push(`r.region = ${params.add(filters.region)}`);
    if (filters.area_code) where.push(`r.area_code = ${params.add(filters.area_code)}`);
    if (filters.dealer_id) where.push(`r.dealer_ref = ${params.add(filters.dealer_id)}`);
    if (filters.ticket_id) where.push(`r.ticket_id = ${params.add(filters.ticket_id)}`);
    // The search words go through the same pipeline as the comments (normalised, segmented, stop words out).
    const searchWords = filters.q ? [...new Set(analyseText(filters.q).tokens)] : [];
    if (filters.q && searchWords.length === 0) refuseProblems([{ field: 'q', message: FIELD_ERRORS.invalid }]);
    if (searchWords.length) where.push(`to_tsvector('simple', r.search_text) @@ plainto_tsquery('simple', ${params.add(searchWords.join(' '))})`);

    const [{ rows, total }, dataAsOf] = await Promise.all([
      this.comments.page(where.join(' AND '), params, limit, offset),
      this.statement.dataAsOf(),
    ]);
    const labels = await this.reads.dealerLabels(rows.map((r) => r.dealer_ref));
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

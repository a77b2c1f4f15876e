import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { VoiceGrouping, VoicePolarity, VoiceSource, VoiceTopicFigure, VoiceTopicsAnswer, VoiceTopicsRow } from '@voc/contracts';
import { SqlParams } from '@voc/sql';
import { readReport, type ReportRead } from '../../reports/kernel/read-report';
import { monthsAndPreviousOf, type ReportMonths } from '../../reports/kernel/report-periods';
import { ReportReads } from '../../reports/kernel/report-reads';
import type { KeyedTexts, TopicBandSums } from '../repositories/voice-figures.repository';
import { monthsCondition, voiceConditions } from '../services/voice-conditions';
import { VoiceStatement } from '../services/voice-statement';
import { sharePercent, topicKind } from '../services/topic-kinds';
import { VoiceTopicsQuery } from './voice-topics.query';

const GROUP_KEYS: Record<VoiceGrouping, string> = {
  region: `coalesce(r.region, '-')`,
  area: `coalesce(r.area_code, '-')`,
  dealer: 'r.dealer_ref::text',
  month: `to_char(r.month, 'YYYY-MM')`,
};

const TERMS_SHOWN = 50;
const WORDS_SHOWN = 10;

/**
 * Reads the voice roll-ups of the period and the previous one (reporting.voice_monthly and
 * voice_topic_monthly, voice_term_monthly, voice_topic_word_monthly) and the month-end freeze in
 * one statement, the data's freshness in it too when the reporting store is the main database (else
 * beside it); dealer names from the main database afterwards.
 */
@QueryHandler(VoiceTopicsQuery)
export class VoiceTopicsHandler implements IQueryHandler<VoiceTopicsQuery, VoiceTopicsAnswer> {
  constructor(
    private readonly reads: ReportReads,
    private readonly statement: VoiceStatement,
  ) {}

  execute(query: VoiceTopicsQuery): Promise<VoiceTopicsAnswer> {
    return readReport(query, { period: monthsAndPreviousOf(), rows: (read) => this.rows(read) });
  }

  private async rows({ principal, filters, period: { current, previous } }: ReportRead<VoiceTopicsQuery['filters'], { current: ReportMonths; previous: ReportMonths }, never>): Promise<VoiceTopicsAnswer> {
    const grouping = filters.group_by ?? null;

    // The roll-up reads, the words and the freeze as ONE statement (VoiceStatement):
    // one round trip and one plan, the frozen months read once. Both periods in one read of the
    // texts (not always adjacent: a fiscal year to date is compared with the last one's).
    const params = new SqlParams();
    const conditions = (options: { topics?: boolean } = {}) => voiceConditions(principal, filters, params, { grouping: grouping ?? undefined, ...options });
    const now = monthsCondition(current, params);
    const where = [...conditions(), `((${now}) OR (${monthsCondition(previous, params)}))`].join(' AND ');
    const topicWhere = [...conditions({ topics: true }), monthsCondition(current, params)].join(' AND ');
    const beforeWhere = [...conditions({ topics: true }), monthsCondition(previous, params)].join(' AND ');
    const currentWhere = [...conditions(), monthsCondition(current, params)].join(' AND ');
    const key = grouping ? GROUP_KEYS[grouping] : `'all'`;
    // The data's freshness inside the same statement when the reporting store is the main database.
    const {
      rows: read,
      dataAsOf,
      freeze,
    } = await this.statement.read(
      params,
      (reads) => ({
        bySource: reads.textsSql('r.source', where, now),
        rowTexts: grouping ? reads.textsSql(key, where, now) : undefined,
        bands: reads.topicBandsSql(key, topicWhere),
        before: reads.topicBandsSql(`'all'`, beforeWhere),
        terms: reads.termTextsSql(currentWhere, 'true', 1, TERMS_SHOWN),
        words: reads.topicWordsSql(currentWhere),
      }),
      { period: current, where: currentWhere },
    );
    const bySource = read.bySource as KeyedTexts[];
    const rowTexts = read.rowTexts as KeyedTexts[];
    const bands = read.bands as TopicBandSums[];
    const before = read.before as TopicBandSums[];
    const terms = read.terms as Array<KeyedTexts & { term: string }>;
    const words = read.words as Array<{ topic: string; word: string; texts: number }>;

    const texts = bySource.reduce((n, r) => n + r.now, 0);
    const previousTexts = bySource.reduce((n, r) => n + r.before, 0);
    const sources: Record<VoiceSource, number> = { survey: 0, ticket: 0 };
    for (const r of bySource) if (r.key in sources) sources[r.key as VoiceSource] = r.now;

    const figures = new Map<string, VoiceTopicFigure>();
    const figureOf = (topic: string): VoiceTopicFigure => {
      let f = figures.get(topic);
      if (!f) {
        f = { topic, kind: topicKind(topic), texts: 0, share: null, previous: 0, previous_share: null, by_band: { top2box: 0, passive: 0, bottom6: 0, none: 0 }, by_polarity: { negative: 0, neutral: 0, positive: 0 }, words: [], rank: 0 };
        figures.set(topic, f);
      }
      return f;
    };
    const rows = new Map<string, VoiceTopicsRow>();
    for (const b of bands) {
      const f = figureOf(b.topic);
      f.texts += b.texts;
      if (b.nps_band in f.by_band) f.by_band[b.nps_band as keyof VoiceTopicFigure['by_band']] += b.texts;
      const polarity: Record<VoicePolarity, number> = { negative: b.negative, positive: b.positive, neutral: b.texts - b.negative - b.positive };
      for (const p of Object.keys(polarity) as VoicePolarity[]) f.by_polarity[p] += polarity[p];
      if (grouping) {
        const row = rows.get(b.key) ?? { key: b.key, label: b.key, label_en: b.key, texts: 0, by_topic: {} };
        row.by_topic[b.topic] = (row.by_topic[b.topic] ?? 0) + b.texts;
        rows.set(b.key, row);
      }
    }
    for (const b of before) figureOf(b.topic).previous += b.texts;
    const wordsOf = new Map<string, Array<{ word: string; texts: number }>>();
    for (const w of words) wordsOf.set(w.topic, [...(wordsOf.get(w.topic) ?? []), { word: w.word, texts: w.texts }]);

    const topics = [...figures.values()]
      .map((f) => ({
        ...f,
        share: sharePercent(f.texts, texts),
        previous_share: sharePercent(f.previous, previousTexts),
        words: (wordsOf.get(f.topic) ?? []).sort((a, b) => b.texts - a.texts || a.word.localeCompare(b.word)).slice(0, WORDS_SHOWN),
      }))
      .sort((a, b) => b.texts - a.texts || b.previous - a.previous || a.topic.localeCompare(b.topic));
    topics.forEach((f, i) => (f.rank = i + 1));

    for (const r of rowTexts) {
      const row = rows.get(r.key) ?? { key: r.key, label: r.key, label_en: r.key, texts: 0, by_topic: {} };
      row.texts = r.now;
      rows.set(r.key, row);
    }
    if (grouping === 'dealer' && rows.size > 0) {
      const nameOf = await this.reads.dealerNames([...rows.keys()]);
      for (const row of rows.values()) Object.assign(row, nameOf(row.key));
    }

    return {
      period: { from: current.from, to: current.to },
      previous_period: { from: previous.from, to: previous.to },
      texts,
      previous_texts: previousTexts,
      by_source: sources,
      topics,
      terms: terms.map((t) => ({ term: t.term, texts: t.now, share: sharePercent(t.now, texts) })),
      group_by: grouping,
      rows: [...rows.values()].filter((row) => row.texts > 0).sort((a, b) => b.texts - a.texts || a.key.localeCompare(b.key)),
      data_as_of: dataAsOf,
      freeze,
    };
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { VoiceEmergingItem, VoicePlace, VoicePlaceLevel, VoiceTrendingAnswer, VoiceTrendingQueryDto, VoiceTrendItem } from '@voc/contracts';
import { baselineMonths, DEFAULT_BASELINE_PERIODS, findEmergingItems, periodMonths, rankRisingItems, type TrendRanked } from '@voc/domain';
import { SqlParams } from '@voc/sql';
import { readReport } from '../../reports/kernel/read-report';
import { ReportReads, type RowLabel } from '../../reports/kernel/report-reads';
import type { KeyedTexts, TermTexts, TopicTexts } from '../repositories/voice-figures.repository';
import { monthsCondition, voiceConditions } from '../services/voice-conditions';
import { VoiceStatement } from '../services/voice-statement';
import { topicKind } from '../services/topic-kinds';
import { VoiceTrendingQuery } from './voice-trending.query';

type EmergingLevel = Exclude<VoicePlaceLevel, 'network'>;

const PLACE_KEYS: Record<EmergingLevel, string> = {
  region: `coalesce(r.region, '-')`,
  area: `coalesce(r.area_code, '-')`,
  dealer: 'r.dealer_ref::text',
};

/** A term counts as trending only when this many texts hold it in the period: one odd word is no trend. */
const MIN_TERM_TEXTS = 3;
const TERMS_READ = 5000;
const DEFAULT_LIMIT = 20;

/** The place the filters name: the narrowest of dealer, area, region; the network without any. */
function scopeOf(filters: VoiceTrendingQueryDto): { level: VoicePlaceLevel; key: string } {
  if (filters.dealer_id) return { level: 'dealer', key: filters.dealer_id };
  if (filters.area_code) return { level: 'area', key: filters.area_code };
  if (filters.region) return { level: 'region', key: filters.region };
  return { level: 'network', key: '' };
}

/**
 * Where emerging topics are looked for unless asked: the regions of the network, or the scope
 * itself (a region, area or dealer is compared with the rest of the network).
 */
function defaultEmergingLevel(scope: VoicePlaceLevel): EmergingLevel {
  return scope === 'network' ? 'region' : scope;
}

function trendItem(r: TrendRanked, topics: boolean): VoiceTrendItem {
  return {
    key: r.key,
    kind: topics ? topicKind(r.key) : null,
    now: r.now,
    now_share: r.nowShare === null ? null : Math.round(r.nowShare * 1000) / 10,
    before: r.before,
    before_share: r.beforeShare === null ? null : Math.round(r.beforeShare * 1000) / 10,
    g2: Math.round(r.g2 * 100) / 100,
    ratio: r.nowShare !== null && r.beforeShare ? Math.round((r.nowShare / r.beforeShare) * 100) / 100 : null,
    significant: r.significant,
  };
}

/** The period compared, and the baseline periods before it (libs/domain trending). */
function trendingMonths(filters: VoiceTrendingQueryDto) {
  const period = filters.period ?? 'monthly';
  return { current: periodMonths(period, filters.year, filters.month), baseline: baselineMonths(period, filters.year, filters.month, filters.baseline_periods ?? DEFAULT_BASELINE_PERIODS) };
}

const pct = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

/**
 * Rising topics and terms of the scope (the period against the baseline periods before it,
 * libs/domain trending), and the topics emerging in places at `emerging_level` within it against
 * the rest of the network the user may see (the same non-place filters).
 */
@QueryHandler(VoiceTrendingQuery)
export class VoiceTrendingHandler implements IQueryHandler<VoiceTrendingQuery, VoiceTrendingAnswer> {
  constructor(
    private readonly reads: ReportReads,
    private readonly statement: VoiceStatement,
  ) {}

  execute(query: VoiceTrendingQuery): Promise<VoiceTrendingAnswer> {
    return readReport(query, { period: trendingMonths, rows: ({ principal, filters, period }) => this.rows(principal, filters, period) });
  }

  private async rows(principal: VoiceTrendingQuery['principal'], filters: VoiceTrendingQueryDto, { current, baseline }: ReturnType<typeof trendingMonths>): Promise<VoiceTrendingAnswer> {
    const scope = scopeOf(filters);
    const level = filters.emerging_level ?? defaultEmergingLevel(scope.level);
    const limit = filters.limit ?? DEFAULT_LIMIT;

    // Every read, and the data's freshness when the reporting store is the main database, as ONE
    // statement (VoiceStatement): one round trip, one plan, the frozen months read once.
    const params = new SqlParams();
    const read = (options: { withoutPlace?: boolean; topics?: boolean; grouping?: string }) => {
      const now = monthsCondition(current, params);
      const where = [...voiceConditions(principal, filters, params, options), monthsCondition({ from: baseline.from, to: current.to }, params)].join(' AND ');
      return { now, where };
    };
    const scoped = read({});
    const scopedTopics = read({ topics: true });
    const placeGrouping = level === 'dealer' ? 'dealer' : undefined;
    const placesTexts = read({ grouping: placeGrouping });
    const placesTopics = read({ topics: true, grouping: placeGrouping });
    const network = read({ withoutPlace: true });
    const networkTopics = read({ withoutPlace: true, topics: true });
    const { rows: figures, dataAsOf } = await this.statement.read(params, (reads) => ({
      totals: reads.textsSql(`'all'`, scoped.where, scoped.now),
      topics: reads.topicTextsSql(`'all'`, scopedTopics.where, scopedTopics.now),
      terms: reads.termTextsSql(scoped.where, scoped.now, MIN_TERM_TEXTS, TERMS_READ),
      placeTotals: reads.textsSql(PLACE_KEYS[level], placesTexts.where, placesTexts.now),
      placeTopics: reads.topicTextsSql(PLACE_KEYS[level], placesTopics.where, placesTopics.now),
      networkTotals: reads.textsSql(`'all'`, network.where, network.now),
      networkTopicCounts: reads.topicTextsSql(`'all'`, networkTopics.where, networkTopics.now),
    }));
    const totals = figures.totals as KeyedTexts[];
    const topics = figures.topics as TopicTexts[];
    const terms = figures.terms as TermTexts[];
    const placeTotals = figures.placeTotals as KeyedTexts[];
    const placeTopics = figures.placeTopics as TopicTexts[];
    const networkTotals = figures.networkTotals as KeyedTexts[];
    const networkTopicCounts = figures.networkTopicCounts as TopicTexts[];

    const total = { nowTotal: totals[0]?.now ?? 0, beforeTotal: totals[0]?.before ?? 0 };
    const networkTotal = { nowTotal: networkTotals[0]?.now ?? 0, beforeTotal: networkTotals[0]?.before ?? 0 };
    const places = placeTotals.map((p) => ({
      place: p.key,
      totals: { nowTotal: p.now, beforeTotal: p.before },
      items: placeTopics.filter((t) => t.key === p.key).map((t) => ({ key: t.topic, now: t.now, before: t.before })),
    }));
    const emerging = findEmergingItems(places, { place: '', totals: networkTotal, items: networkTopicCounts.map((t) => ({ key: t.topic, now: t.now, before: t.before })) }).slice(0, limit);
    const [labels, scopeLabels] = await Promise.all([this.placeLabels(level, emerging.map((e) => e.place)), scope.level === 'network' ? null : this.placeLabels(scope.level, [scope.key])]);

    return {
      scope: { ...scope, ...(scopeLabels === null ? { label: '', label_en: '' } : scopeLabels.get(scope.key) ?? { label: scope.key, label_en: scope.key }) } satisfies VoicePlace,
      period: { from: current.from, to: current.to },
      baseline_period: baseline,
      texts: total.nowTotal,
      baseline_texts: total.beforeTotal,
      topics: rankRisingItems(topics.map((t) => ({ key: t.topic, now: t.now, before: t.before })), total).slice(0, limit).map((r) => trendItem(r, true)),
      terms: rankRisingItems(terms, total, { minNow: MIN_TERM_TEXTS }).slice(0, limit).map((r) => trendItem(r, false)),
      emerging_level: level,
      emerging: emerging.map(
        (e): VoiceEmergingItem => ({
          place: { level, key: e.place, ...(labels.get(e.place) ?? { label: e.place, label_en: e.place }) },
          topic: e.key,
          kind: topicKind(e.key),
          now: e.now,
          now_share: pct(e.nowShare),
          before: e.before,
          before_share: pct(e.beforeShare),
          g2: Math.round(e.g2 * 100) / 100,
          rest_g2: Math.round(e.restG2 * 100) / 100,
          rest_now_share: pct(e.restNowShare),
          rest_before_share: pct(e.restBeforeShare),
        }),
      ),
      data_as_of: dataAsOf,
    };
  }

  /** Dealer places named from the main database; regions and areas by their codes. */
  private async placeLabels(level: VoicePlaceLevel, keys: readonly string[]): Promise<Map<string, RowLabel>> {
    if (level !== 'dealer') return new Map(keys.map((k) => [k, { label: k, label_en: k }]));
    const nameOf = await this.reads.dealerNames(keys);
    return new Map(keys.map((k) => [k, nameOf(k)]));
  }
}

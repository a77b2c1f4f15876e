import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { VoiceDriversAnswer } from '@voc/contracts';
import { npsOfBands, rankNpsDrivers, type TopicBandCounts } from '@voc/domain';
import { SqlParams } from '@voc/sql';
import { readReport } from '../../reports/kernel/read-report';
import { monthsOf } from '../../reports/kernel/report-periods';
import type { TopicBandSums } from '../repositories/voice-figures.repository';
import { monthsCondition, voiceConditions } from '../services/voice-conditions';
import { VoiceStatement } from '../services/voice-statement';
import { sharePercent, topicKind } from '../services/topic-kinds';
import { VoiceDriversQuery } from './voice-drivers.query';

const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/**
 * NPS drivers of the survey comments in scope over the period (libs/domain nps-drivers): the
 * comments' NPS bands from voice_monthly, each topic's from voice_topic_monthly, the month-end
 * freeze and the data's freshness, read in one statement.
 */
@QueryHandler(VoiceDriversQuery)
export class VoiceDriversHandler implements IQueryHandler<VoiceDriversQuery, VoiceDriversAnswer> {
  constructor(private readonly statement: VoiceStatement) {}

  execute(query: VoiceDriversQuery): Promise<VoiceDriversAnswer> {
    return readReport(query, { period: monthsOf(), rows: (read) => this.rows(read.principal, read.filters, read.period) });
  }

  private async rows(principal: VoiceDriversQuery['principal'], filters: VoiceDriversQuery['filters'], current: { from: string; to: string }): Promise<VoiceDriversAnswer> {
    // The two reads, the freeze and the data's freshness (when the reporting store is the main
    // database) as ONE statement (VoiceStatement): one round trip, one plan.
    const params = new SqlParams();
    const where = (topics: boolean) => [...voiceConditions(principal, filters, params, { source: 'survey', topics }), monthsCondition(current, params)].join(' AND ');
    const all = where(false);
    const byTopic = where(true);
    const { rows: read, dataAsOf, freeze } = await this.statement.read(params, (reads) => ({ bands: reads.textsByBandSql(all), topicBands: reads.topicBandsSql(`'all'`, byTopic) }), { period: current, where: all });
    const bands = read.bands as Array<{ nps_band: string; texts: number }>;
    const topicBands = read.topicBands as TopicBandSums[];

    const band = (name: string) => bands.find((b) => b.nps_band === name)?.texts ?? 0;
    const scope = { comments: bands.reduce((n, b) => n + b.texts, 0), top2box: band('top2box'), bottom6: band('bottom6') };
    const topics = new Map<string, TopicBandCounts>();
    for (const b of topicBands) {
      const t = topics.get(b.topic) ?? { topic: b.topic, comments: 0, top2box: 0, bottom6: 0 };
      t.comments += b.texts;
      if (b.nps_band === 'top2box') t.top2box += b.texts;
      if (b.nps_band === 'bottom6') t.bottom6 += b.texts;
      topics.set(b.topic, t);
    }
    const drivers = rankNpsDrivers([...topics.values()], scope).map((d, i) => ({
      topic: d.topic,
      kind: topicKind(d.topic),
      comments: d.comments,
      share: sharePercent(d.comments, scope.comments),
      nps_with: round1(d.npsWith),
      nps_without: round1(d.npsWithout),
      impact: round1(d.impact),
      rank: i + 1,
    }));
    return { period: { from: current.from, to: current.to }, comments: scope.comments, nps: round1(npsOfBands(scope)), drivers, data_as_of: dataAsOf, freeze };
  }
}

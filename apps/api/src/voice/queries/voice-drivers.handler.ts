import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { VoiceDriversAnswer } from '@voc/contracts';
import { npsOfBands, periodMonths, rankNpsDrivers, type TopicBandCounts } from '@voc/domain';
import { ReportingStore, SqlParams, UnitOfWork } from '@voc/persistence';
import { VoiceFiguresRepository } from '../repositories/voice-figures.repository';
import { monthsCondition, voiceConditions } from '../services/voice-conditions';
import { voiceDataAsOf } from '../services/voice-freshness';
import { voiceFreeze } from '../services/voice-freeze';
import { sharePercent, topicKind } from '../services/topic-kinds';
import { VoiceDriversQuery } from './voice-drivers.query';

const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/**
 * NPS drivers of the survey comments in scope over the period (libs/domain nps-drivers): the
 * comments' NPS bands from voice_monthly, each topic's from voice_topic_monthly.
 */
@QueryHandler(VoiceDriversQuery)
export class VoiceDriversHandler implements IQueryHandler<VoiceDriversQuery, VoiceDriversAnswer> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly reporting: ReportingStore,
  ) {}

  async execute({ principal, filters }: VoiceDriversQuery): Promise<VoiceDriversAnswer> {
    const current = periodMonths(filters.period ?? 'monthly', filters.year, filters.month);
    const repo = new VoiceFiguresRepository(this.reporting.runner);
    const where = (topics: boolean) => {
      const params = new SqlParams();
      return { params, where: [...voiceConditions(principal, filters, params, { source: 'survey', topics }), monthsCondition(current, params)].join(' AND ') };
    };
    const all = where(false);
    const byTopic = where(true);
    const [bands, topicBands, dataAsOf, freeze] = await Promise.all([
      repo.textsByBand(all.where, all.params),
      repo.topicBands(`'all'`, byTopic.where, byTopic.params),
      voiceDataAsOf(this.uow.runner, this.reporting.runner),
      voiceFreeze(this.reporting.runner, current, all),
    ]);

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

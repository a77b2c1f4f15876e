import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { VoiceDriversAnswer } from '@voc/contracts';
import { npsOfBands, periodMonths, rankNpsDrivers, type TopicBandCounts } from '@voc/domain';
import { ReportingStore } from '@voc/reporting-schema';
import { SqlParams, UnitOfWork } from '@voc/sql';
import { type TopicBandSums, VoiceFiguresRepository } from '../repositories/voice-figures.repository';
import { monthsCondition, voiceConditions } from '../services/voice-conditions';
import { voiceDataAsOf, voiceDataAsOfFromRows, voiceFreshnessParts } from '../services/voice-freshness';
import { voiceFreezeOf, voiceFreezeSql } from '../services/voice-freeze';
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
  constructor(
    private readonly uow: UnitOfWork,
    private readonly reporting: ReportingStore,
  ) {}

  async execute({ principal, filters }: VoiceDriversQuery): Promise<VoiceDriversAnswer> {
    const current = periodMonths(filters.period ?? 'monthly', filters.year, filters.month);
    const repo = new VoiceFiguresRepository(this.reporting.runner);
    // The two reads, the freeze and the data's freshness (when the reporting store is the main
    // database) as ONE statement (VoiceFiguresRepository.together): one round trip, one plan.
    const params = new SqlParams();
    const where = (topics: boolean) => [...voiceConditions(principal, filters, params, { source: 'survey', topics }), monthsCondition(current, params)].join(' AND ');
    const all = where(false);
    const byTopic = where(true);
    const freezeSql = voiceFreezeSql('frozen_voice', current, { where: all, params });
    const freshness = voiceFreshnessParts(this.uow.runner, this.reporting.runner);
    const [read, ownDataAsOf] = await Promise.all([
      repo.together(params, (reads) => ({
        bands: reads.textsByBandSql(all),
        topicBands: reads.topicBandsSql(`'all'`, byTopic),
        frozenMonths: freezeSql.months,
        late: freezeSql.late,
        ticketLog: freshness.ticketLog,
        surveyLog: freshness.surveyLog,
      })),
      freshness.ticketLog ? null : voiceDataAsOf(this.uow.runner, this.reporting.runner),
    ]);
    const dataAsOf = freshness.ticketLog ? await voiceDataAsOfFromRows(read.ticketLog, read.surveyLog, this.uow.runner, this.reporting.runner) : ownDataAsOf;
    const bands = read.bands as Array<{ nps_band: string; texts: number }>;
    const topicBands = read.topicBands as TopicBandSums[];
    const freeze = voiceFreezeOf(current, read.frozenMonths as Array<{ month: string; frozen_on: string }>, (read.late as Array<{ n: number }>)[0]?.n ?? 0);

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

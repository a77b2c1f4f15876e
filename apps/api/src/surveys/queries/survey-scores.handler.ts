import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SurveyGrouping, SurveyScores, SurveyScoresReport, SurveyScoresRow } from '@voc/contracts';
import { npsFromCounts, percent, recoveryRate, type Principal } from '@voc/domain';
import { SqlParams } from '@voc/sql';
import { readReport } from '../../reports/kernel/read-report';
import { monthsOf } from '../../reports/kernel/report-periods';
import { ReportReads } from '../../reports/kernel/report-reads';
import { SurveyScoreMonthlyRepository, type Recovery, type ScoreKey, type Sums } from '../repositories/survey-score-monthly.repository';
import { SurveySyncRepository } from '../repositories/survey-sync.repository';
import { SURVEY_GROUP_KEYS, surveyConditions, type SurveyPlaceFilters } from '../services/survey-conditions';
import { sumRows } from '../services/sum-rows';
import { surveyDataAsOf, surveySyncState } from '../services/survey-freshness';
import { SurveyScoresQuery } from './survey-scores.query';

function scores(row: Sums | undefined, recovery: Recovery | undefined): SurveyScores {
  const n = (v: number | null | undefined) => v ?? 0;
  const responses = n(row?.responses);
  const top2box = n(row?.top2box);
  const bottom6 = n(row?.bottom6);
  const satisfied = n(row?.satisfied);
  const eligible = n(recovery?.eligible);
  const recovered = n(recovery?.recovered);
  return {
    responses,
    top2box,
    bottom6,
    nps: npsFromCounts(responses, top2box, bottom6),
    top2box_rate: percent(top2box, responses),
    bottom6_rate: percent(bottom6, responses),
    satisfied,
    satisfaction_rate: percent(satisfied, responses),
    return_intent: [n(row?.ri1), n(row?.ri2), n(row?.ri3), n(row?.ri4)],
    experience: [n(row?.ex1), n(row?.ex2), n(row?.ex3), n(row?.ex4), n(row?.ex5)],
    recovery: { eligible, recovered, not_eligible: n(recovery?.not_eligible), rate: recoveryRate({ eligible, recovered }) },
  };
}

/** Standard competition ranking by NPS, best first (ties share a rank); rows without responses get none. */
function ranked(rows: SurveyScoresRow[]): SurveyScoresRow[] {
  const order = rows.filter((r) => r.nps !== null).sort((a, b) => (b.nps as number) - (a.nps as number));
  const rank = new Map<SurveyScoresRow, number>();
  order.forEach((row, i) => rank.set(row, i > 0 && order[i - 1].nps === row.nps ? (rank.get(order[i - 1]) as number) : i + 1));
  return rows.map((row) => ({ ...row, rank: rank.get(row) ?? null }));
}

/**
 * Reads reporting.survey_score_monthly (responses in the Thai month the customer finished) and
 * reporting.survey_low_scores joined to ticket_kpi for recovery, both in the reporting store.
 */
@QueryHandler(SurveyScoresQuery)
export class SurveyScoresHandler implements IQueryHandler<SurveyScoresQuery, SurveyScoresReport> {
  constructor(
    private readonly reads: ReportReads,
    private readonly scoresTable: SurveyScoreMonthlyRepository,
    private readonly sync: SurveySyncRepository,
  ) {}

  execute(query: SurveyScoresQuery): Promise<SurveyScoresReport> {
    return readReport(query, {
      period: monthsOf('3months'),
      grain: { asked: (filters) => filters.group_by, fallback: 'region', keys: SURVEY_GROUP_KEYS },
      rows: ({ principal, filters, period, grouping, key }) => this.rows(principal, filters, period, grouping, key),
    });
  }

  private async rows(
    principal: Principal,
    filters: SurveyScoresQuery['filters'],
    { period, from, to, months }: ReturnType<ReturnType<typeof monthsOf>>,
    grouping: SurveyGrouping,
    groupKey: string,
  ): Promise<SurveyScoresReport> {
    const key: ScoreKey = () => groupKey;
    const scoresTable = this.scoresTable;
    // Sums and recovery per `groupKey` over the period, for a place seen through the user's scope.
    const read = (place: SurveyPlaceFilters, scopeGrouping: SurveyGrouping, groupKey: ScoreKey) => {
      const placed = () => {
        const params = new SqlParams();
        return { where: surveyConditions(principal, place, params, scopeGrouping), params };
      };
      const [sums, recovery] = [placed(), placed()];
      return Promise.all([scoresTable.groupSums(groupKey, sums.where, { from, to }, sums.params), scoresTable.groupRecovery(groupKey, recovery.where, { from, to }, recovery.params)]);
    };
    const [[groups, groupRecovery], [trend], benchmark, dataAsOf, sync] = await Promise.all([
      read(filters, grouping, key),
      read(filters, grouping, (date) => `to_char(date_trunc('month', ${date}), 'YYYY-MM-DD')`),
      this.benchmark(principal, filters.type, read),
      surveyDataAsOf(this.reads),
      surveySyncState(this.sync, filters.type, principal.type !== 'dealer'),
    ]);
    const recoveryByKey = new Map(groupRecovery.map((r) => [r.key as string, r]));
    let rows: SurveyScoresRow[] = groups.map((g) => ({ key: g.key as string, label: g.key as string, label_en: g.key as string, rank: null, ...scores(g, recoveryByKey.get(g.key as string)) }));
    if (grouping === 'dealer') rows = await this.reads.withDealerNames(rows);
    rows.sort((a, b) => a.label.localeCompare(b.label));
    const byMonth = new Map(trend.map((t) => [t.key as string, t]));
    return {
      type: filters.type,
      period,
      from,
      to,
      group_by: grouping,
      rows: ranked(rows),
      total: scores(sumRows(groups), sumRows(groupRecovery)),
      benchmark,
      trend: months.map((month) => {
        const t = byMonth.get(month);
        return { month, responses: t?.responses ?? 0, nps: t ? npsFromCounts(t.responses ?? 0, t.top2box ?? 0, t.bottom6 ?? 0) : null };
      }),
      data_as_of: dataAsOf,
      survey_sync: sync,
    };
  }

  /** A dealer user compares itself with its own area (the area's totals, never another dealer's rows). */
  private async benchmark(
    principal: Principal,
    type: 'showroom' | 'service',
    read: (place: SurveyPlaceFilters, scopeGrouping: SurveyGrouping, groupKey: ScoreKey) => Promise<[Sums[], Recovery[]]>,
  ): Promise<SurveyScoresReport['benchmark']> {
    if (principal.type !== 'dealer') return null;
    const area = type === 'showroom' ? principal.saleAreaCode : principal.serviceAreaCode;
    if (!area || !principal.group[type]) return null;
    const [[sums], [recovery]] = await read({ type, area_code: area }, 'area', () => `'area'`);
    return { ...scores(sums, recovery), label: area, label_en: area };
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SurveyGrouping, SurveyScores, SurveyScoresReport, SurveyScoresRow } from '@voc/contracts';
import { npsFromCounts, percent, periodMonths, type Principal } from '@voc/domain';
import { InjectReportingDataSource, SqlParams, sumsSql, type ColumnsWithRole, type SURVEY_SCORE_DAILY } from '@voc/persistence';
import { dealerLabels, dealerLabelText } from '../../reports/services/dealer-labels';
import { SURVEY_GROUP_KEYS, surveyConditions, type SurveyPlaceFilters } from '../services/survey-conditions';
import { sumRows } from '../services/sum-rows';
import { surveyDataAsOf, surveySyncState } from '../services/survey-freshness';
import { SurveyScoresQuery } from './survey-scores.query';

const SUMS = `${sumsSql(['responses', 'top2box', 'bottom6', 'satisfied'] satisfies Array<ColumnsWithRole<typeof SURVEY_SCORE_DAILY, 'measure'>>, { from: 'r', cast: 'int' })},
  ${[1, 2, 3, 4].map((i) => `sum(r.return_intent[${i}])::int AS ri${i}`).join(', ')},
  ${[1, 2, 3, 4, 5].map((i) => `sum(r.experience[${i}])::int AS ex${i}`).join(', ')}`;
const RECOVERY = `count(*)::int AS low_scores,
  count(*) FILTER (WHERE k.closed_at IS NOT NULL AND k.satisfied = 'Y' AND NOT k.cancelled AND NOT k.deleted)::int AS recovered`;

interface Sums {
  key?: string;
  responses: number | null;
  top2box: number | null;
  bottom6: number | null;
  satisfied: number | null;
  [bucket: `ri${number}` | `ex${number}`]: number | null;
}
interface Recovery {
  key?: string;
  low_scores: number;
  recovered: number;
}

function scores(row: Sums | undefined, recovery: Recovery | undefined): SurveyScores {
  const n = (v: number | null | undefined) => v ?? 0;
  const responses = n(row?.responses);
  const top2box = n(row?.top2box);
  const bottom6 = n(row?.bottom6);
  const satisfied = n(row?.satisfied);
  const low = n(recovery?.low_scores);
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
    recovery: { low_scores: low, recovered, rate: percent(recovered, low) },
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
 * Reads reporting.survey_score_daily (responses on the Thai day the customer finished) and
 * reporting.survey_low_scores joined to ticket_kpi for recovery, both in the reporting store.
 */
@QueryHandler(SurveyScoresQuery)
export class SurveyScoresHandler implements IQueryHandler<SurveyScoresQuery, SurveyScoresReport> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectReportingDataSource() private readonly reporting: DataSource,
  ) {}

  async execute({ principal, filters }: SurveyScoresQuery): Promise<SurveyScoresReport> {
    const period = filters.period ?? '3months';
    const { from, to, months } = periodMonths(period, filters.year, filters.month);
    const grouping = filters.group_by ?? 'region';
    const key = SURVEY_GROUP_KEYS[grouping];
    // Sums and recovery per `groupKey` over the period, for a place seen through the user's scope.
    const read = (place: SurveyPlaceFilters, scopeGrouping: SurveyGrouping, groupKey: string) => {
      const params = new SqlParams();
      const where = `${surveyConditions(principal, place, params, scopeGrouping)} AND r.day >= ${params.add(from)}::date AND r.day < ${params.add(to)}::date`;
      return Promise.all([
        this.reporting.query<Sums[]>(`SELECT ${groupKey} AS key, ${SUMS} FROM reporting.survey_score_daily r WHERE ${where} GROUP BY 1 ORDER BY 1`, params.values),
        this.reporting.query<Recovery[]>(`SELECT ${groupKey} AS key, ${RECOVERY} FROM reporting.survey_low_scores r LEFT JOIN reporting.ticket_kpi k ON k.ticket_id = r.ticket_id WHERE ${where} GROUP BY 1`, params.values),
      ]);
    };
    const [[groups, groupRecovery], [trend], benchmark, dataAsOf, sync] = await Promise.all([
      read(filters, grouping, key),
      read(filters, grouping, `to_char(date_trunc('month', r.day), 'YYYY-MM-DD')`),
      this.benchmark(principal, filters.type, read),
      surveyDataAsOf(this.db, this.reporting),
      surveySyncState(this.db, filters.type),
    ]);
    const recoveryByKey = new Map(groupRecovery.map((r) => [r.key as string, r]));
    let rows: SurveyScoresRow[] = groups.map((g) => ({ key: g.key as string, label: g.key as string, label_en: g.key as string, rank: null, ...scores(g, recoveryByKey.get(g.key as string)) }));
    if (grouping === 'dealer') {
      const labels = await dealerLabels(this.db, rows.map((r) => r.key));
      rows = rows.map((r) => ({ ...r, ...dealerLabelText(labels.get(r.key), r.key) }));
    }
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
    read: (place: SurveyPlaceFilters, scopeGrouping: SurveyGrouping, groupKey: string) => Promise<[Sums[], Recovery[]]>,
  ): Promise<SurveyScoresReport['benchmark']> {
    if (principal.type !== 'dealer') return null;
    const area = type === 'showroom' ? principal.saleAreaCode : principal.serviceAreaCode;
    if (!area || !principal.group[type]) return null;
    const [[sums], [recovery]] = await read({ type, area_code: area }, 'area', `'area'`);
    return { ...scores(sums, recovery), label: area, label_en: area };
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ResponseRateCounts, ResponseRateReport, ResponseRateRow } from '@voc/contracts';
import { pendingCases, responseRate, responseRateOfOutcomes } from '@voc/domain';
import { SqlParams } from '@voc/sql';
import { readReport } from '../../reports/kernel/read-report';
import { refuseDateRange } from '../../reports/kernel/report-filters';
import { ReportReads } from '../../reports/kernel/report-reads';
import { rateRowsSql, SurveyRatesRepository, type RateSums } from '../repositories/survey-rates.repository';
import { SurveySyncRepository } from '../repositories/survey-sync.repository';
import { rateRangeParts } from '../services/rate-range-parts';
import { SURVEY_GROUP_KEYS, surveyConditions } from '../services/survey-conditions';
import { sumRows } from '../services/sum-rows';
import { surveyDataAsOf, surveySyncState } from '../services/survey-freshness';
import { ResponseRateQuery } from './response-rate.query';

type Sums = RateSums;

function counts(row: Partial<Omit<Sums, 'key'>> | undefined): ResponseRateCounts {
  const n = (v: number | undefined) => v ?? 0;
  const c = {
    received: n(row?.received),
    cleansed: n(row?.cleansed),
    sent: n(row?.sent),
    responded_successfully: n(row?.responded_successfully),
    responded_unsuccessfully: n(row?.responded_unsuccessfully),
    not_responded: n(row?.not_responded),
  };
  return { ...c, rate: responseRate(c.responded_successfully, c.sent), pending: pendingCases(c), outcome_rate: responseRateOfOutcomes(c) };
}

/** A trend point per day for ranges up to this many days, per month beyond. */
const DAILY_TREND_MAX_DAYS = 62;

/**
 * Reads reporting.survey_rate_daily (one row per day, dealer and type) and, for the whole months of
 * a range longer than DAILY_TREND_MAX_DAYS, reporting.survey_rate_monthly (the sum of those days):
 * cases counted on the Thai day they were received, with the stages they have reached (libs/domain
 * survey-measures.ts).
 */
@QueryHandler(ResponseRateQuery)
export class ResponseRateHandler implements IQueryHandler<ResponseRateQuery, ResponseRateReport> {
  constructor(
    private readonly reads: ReportReads,
    private readonly rates: SurveyRatesRepository,
    private readonly sync: SurveySyncRepository,
  ) {}

  execute(query: ResponseRateQuery): Promise<ResponseRateReport> {
    return readReport(query, {
      refuse: (filters) => refuseDateRange(filters.from, filters.to),
      period: (filters) => ({ from: filters.from, to: filters.to }),
      grain: { asked: (filters) => filters.group_by, fallback: 'region', keys: SURVEY_GROUP_KEYS },
      rows: async ({ principal, filters, period, grouping, key }) => {
        const params = new SqlParams();
        const where = surveyConditions(principal, filters, params, grouping);
        const days = (Date.parse(period.to) - Date.parse(period.from)) / 86_400_000 + 1;
        const daily = days <= DAILY_TREND_MAX_DAYS;
        const trendKey = daily ? `to_char(r.day, 'YYYY-MM-DD')` : `to_char(r.day, 'YYYY-MM')`;
        // A trend by day reads days; a longer range takes its whole months from the monthly table.
        const source = rateRowsSql(daily ? { months: null, days: [period] } : rateRangeParts(period.from, period.to), params);
        const [groups, trend, dataAsOf, sync] = await Promise.all([
          this.rates.groupSums(key, source, where, params),
          this.rates.trend(trendKey, source, where, params),
          surveyDataAsOf(this.reads),
          surveySyncState(this.sync, filters.type, principal.type !== 'dealer'),
        ]);
        let rows: ResponseRateRow[] = groups.map((g) => ({ key: g.key, label: g.key, label_en: g.key, ...counts(g) }));
        if (grouping === 'dealer') rows = (await this.reads.withDealerNames(rows)).sort((a, b) => a.label.localeCompare(b.label));
        return {
          type: filters.type,
          from: filters.from,
          to: filters.to,
          group_by: grouping,
          rows,
          total: counts(sumRows(groups)),
          trend: trend.map((t) => ({ key: t.key, sent: t.sent, responded_successfully: t.responded_successfully, rate: responseRate(t.responded_successfully, t.sent) })),
          data_as_of: dataAsOf,
          survey_sync: sync,
        };
      },
    });
  }
}

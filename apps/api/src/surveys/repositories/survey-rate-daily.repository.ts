import type { ResponseRateCounts } from '@voc/contracts';
import { columnsWithRole, SURVEY_RATE_DAILY, sumsSql, type SqlParams, type SqlRunner } from '@voc/persistence';

/** The six counts of a group, as SQL answers them. */
export type RateSums = Omit<ResponseRateCounts, 'rate'> & { key: string };

const SUMS = sumsSql(columnsWithRole(SURVEY_RATE_DAILY, 'measure'), { from: 'r', cast: 'int' });

/** reporting.survey_rate_daily, aliased `r`: response-rate counts per Thai day received, dealer and type. */
export class SurveyRateDailyRepository {
  constructor(private readonly reporting: SqlRunner) {}

  /** The six counts per `key` (an expression over `r`), in key order. */
  groupSums(key: string, where: string, params: SqlParams): Promise<RateSums[]> {
    return this.reporting.query(`SELECT ${key} AS key, ${SUMS} FROM reporting.survey_rate_daily r WHERE ${where} GROUP BY 1 ORDER BY 1`, params.values);
  }

  /** Sent and successfully answered per `key` (a day or a month), in key order. */
  trend(key: string, where: string, params: SqlParams): Promise<Array<{ key: string; sent: number; responded_successfully: number }>> {
    return this.reporting.query(
      `SELECT ${key} AS key, sum(r.sent)::int AS sent, sum(r.responded_successfully)::int AS responded_successfully FROM reporting.survey_rate_daily r WHERE ${where} GROUP BY 1 ORDER BY 1`,
      params.values,
    );
  }
}

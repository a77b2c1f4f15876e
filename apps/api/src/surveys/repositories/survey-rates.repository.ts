import type { ResponseRateCounts } from '@voc/contracts';
import { columnsWithRole, SURVEY_RATE_DAILY, sumsSql } from '@voc/reporting-schema';
import { type SqlParams, type SqlRunner } from '@voc/sql';
import type { RateRangeParts } from '../services/rate-range-parts';

/** The six counts of a group, as SQL answers them. */
export type RateSums = Omit<ResponseRateCounts, 'rate' | 'pending' | 'outcome_rate'> & { key: string };

const COUNTS = columnsWithRole(SURVEY_RATE_DAILY, 'measure');
const SUMS = sumsSql(COUNTS, { from: 'r', cast: 'int' });
const COLUMNS = `dealer_ref, type, area_code, region, ${COUNTS.join(', ')}`;

/**
 * The rows a range's parts read (rateRangeParts), as one derived table with survey_rate_daily's
 * columns: survey_rate_monthly's whole months (a month's row dated its first day) and
 * survey_rate_daily's edge days. The caller's conditions over `r` apply to both parts (PostgreSQL
 * pushes them into each branch of the UNION ALL, so each reads through its own indexes). Built once
 * per report, so that every query of it names the same parameters.
 */
export function rateRowsSql(parts: RateRangeParts, params: SqlParams): string {
  const branches: string[] = [];
  if (parts.months) {
    branches.push(`SELECT month AS day, ${COLUMNS} FROM reporting.survey_rate_monthly WHERE month >= ${params.add(parts.months.first)}::date AND month <= ${params.add(parts.months.last)}::date`);
  }
  if (parts.days.length || !parts.months) {
    const spans = parts.days.map((d) => `(day >= ${params.add(d.from)}::date AND day <= ${params.add(d.to)}::date)`);
    branches.push(`SELECT day, ${COLUMNS} FROM reporting.survey_rate_daily WHERE ${spans.length ? spans.join(' OR ') : 'false'}`);
  }
  return `(${branches.join('\n UNION ALL\n ')})`;
}

/**
 * Response-rate counts per Thai day received (reporting.survey_rate_daily) and per month
 * (reporting.survey_rate_monthly, the sum of its days), aliased `r`.
 */
export class SurveyRatesRepository {
  constructor(private readonly reporting: SqlRunner) {}

  /** The six counts per `key` (an expression over `r`) of `rows` (rateRowsSql), in key order. */
  groupSums(key: string, rows: string, where: string, params: SqlParams): Promise<RateSums[]> {
    return this.reporting.query(`SELECT ${key} AS key, ${SUMS} FROM ${rows} r WHERE ${where} GROUP BY 1 ORDER BY 1`, params.values);
  }

  /** Sent and successfully answered per `key` (a day only when the rows are days alone, else a month), in key order. */
  trend(key: string, rows: string, where: string, params: SqlParams): Promise<Array<{ key: string; sent: number; responded_successfully: number }>> {
    return this.reporting.query(
      `SELECT ${key} AS key, sum(r.sent)::int AS sent, sum(r.responded_successfully)::int AS responded_successfully FROM ${rows} r WHERE ${where} GROUP BY 1 ORDER BY 1`,
      params.values,
    );
  }
}

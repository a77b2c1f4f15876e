import { sumsSql, type ColumnsWithRole, type SURVEY_SCORE_MONTHLY } from '@voc/reporting-schema';
import { type SqlParams, type SqlRunner } from '@voc/sql';

const SUMS = `${sumsSql(['responses', 'top2box', 'bottom6', 'satisfied'] satisfies Array<ColumnsWithRole<typeof SURVEY_SCORE_MONTHLY, 'measure'>>, { from: 'r', cast: 'int' })},
  ${[1, 2, 3, 4].map((i) => `sum(r.return_intent[${i}])::int AS ri${i}`).join(', ')},
  ${[1, 2, 3, 4, 5].map((i) => `sum(r.experience[${i}])::int AS ex${i}`).join(', ')}`;
/** libs/domain recoveryStanding in SQL, over Bottom6 rows: with a ticket eligible, recovered when completed and satisfied; without one not eligible. */
const RECOVERY = `count(*) FILTER (WHERE r.ticket_id IS NOT NULL)::int AS eligible,
  count(*) FILTER (WHERE r.ticket_id IS NOT NULL AND k.closed_at IS NOT NULL AND k.satisfied = 'Y' AND NOT k.cancelled AND NOT k.deleted)::int AS recovered,
  count(*) FILTER (WHERE r.ticket_id IS NULL)::int AS not_eligible`;

/** A group's score counts, as SQL answers them (answer distributions as ri1..ri4, ex1..ex5). */
export interface Sums {
  key?: string;
  responses: number | null;
  top2box: number | null;
  bottom6: number | null;
  satisfied: number | null;
  [bucket: `ri${number}` | `ex${number}`]: number | null;
}
/** A group's Bottom6 responses with a ticket, those of them recovered, and those without a ticket. */
export interface Recovery {
  key?: string;
  eligible: number;
  recovered: number;
  not_eligible: number;
}

/** A grouping key: an SQL expression over `r`, given the row's date column (`r.month` or `r.day`). */
export type ScoreKey = (dateColumn: string) => string;

/** Whole Thai months, `from` inclusive to `to` exclusive (YYYY-MM-01). */
export interface MonthRange {
  from: string;
  to: string;
}

/**
 * reporting.survey_score_monthly (responses per Thai month answered, dealer and type) and
 * reporting.survey_low_scores joined to ticket_kpi for recovery, aliased `r`; `where` holds the
 * place conditions, the period is added here on each table's own date column.
 */
export class SurveyScoreMonthlyRepository {
  constructor(private readonly reporting: SqlRunner) {}

  /** Score counts per `key`, in key order. */
  groupSums(key: ScoreKey, where: string, period: MonthRange, params: SqlParams): Promise<Sums[]> {
    const inPeriod = `r.month >= ${params.add(period.from)}::date AND r.month < ${params.add(period.to)}::date`;
    return this.reporting.query<Sums[]>(`SELECT ${key('r.month')} AS key, ${SUMS} FROM reporting.survey_score_monthly r WHERE ${where} AND ${inPeriod} GROUP BY 1 ORDER BY 1`, params.values);
  }

  /** Bottom6 responses and their recovery per `key` (libs/domain survey-recovery.ts). */
  groupRecovery(key: ScoreKey, where: string, period: MonthRange, params: SqlParams): Promise<Recovery[]> {
    const inPeriod = `r.day >= ${params.add(period.from)}::date AND r.day < ${params.add(period.to)}::date`;
    return this.reporting.query<Recovery[]>(
      `SELECT ${key('r.day')} AS key, ${RECOVERY} FROM reporting.survey_low_scores r LEFT JOIN reporting.ticket_kpi k ON k.ticket_id = r.ticket_id WHERE r.bottom6 AND ${where} AND ${inPeriod} GROUP BY 1`,
      params.values,
    );
  }
}

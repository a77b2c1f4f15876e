import { callcenterOutcomeSql } from '@voc/domain';
import type { SqlParams, SqlRunner } from '@voc/persistence';

export interface OutcomeSums {
  key: string;
  status: string;
  tickets: number;
}

/**
 * Call-centre tickets per key and outcome from reporting.ticket_kpi (alias r: one row per ticket
 * with its status now, its month of receipt and its dealer dimensions), deleted tickets left out.
 */
export class CallcenterOutcomesRepository {
  constructor(private readonly reporting: SqlRunner) {}

  outcomeSums(key: string, where: string, params: SqlParams): Promise<OutcomeSums[]> {
    const outcome = callcenterOutcomeSql('r');
    return this.reporting.query<OutcomeSums[]>(
      `SELECT ${key} AS key, ${outcome} AS status, count(*)::int AS tickets FROM reporting.ticket_kpi r WHERE ${where} AND NOT r.deleted GROUP BY 1, 2`,
      params.values,
    );
  }
}

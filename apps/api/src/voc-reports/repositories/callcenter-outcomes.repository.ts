import { callcenterOutcomeSql } from '@voc/domain';
import { TICKET_STATUS_MONTHLY } from '@voc/reporting-schema';
import { type SqlParams, type SqlRunner } from '@voc/sql';

export interface OutcomeSums {
  key: string;
  status: string;
  tickets: number;
}

/**
 * Call-centre tickets per key and outcome from reporting.ticket_status_monthly (alias r: tickets
 * per month of receipt, dealer, type, source and status now, deleted ones left out), a few rows per
 * dealer and month instead of one per ticket.
 */
export class CallcenterOutcomesRepository {
  constructor(private readonly reporting: SqlRunner) {}

  outcomeSums(key: string, where: string, params: SqlParams): Promise<OutcomeSums[]> {
    return this.reporting.query<OutcomeSums[]>(
      `SELECT ${key} AS key, ${callcenterOutcomeSql('r')} AS status, sum(r.tickets)::int AS tickets FROM reporting.${TICKET_STATUS_MONTHLY.name} r WHERE ${where} GROUP BY 1, 2`,
      params.values,
    );
  }
}

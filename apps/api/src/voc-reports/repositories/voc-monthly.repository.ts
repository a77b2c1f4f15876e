import type { SqlParams, SqlRunner } from '@voc/persistence';

export interface VocTicketSums {
  key: string;
  tickets: number;
  cancelled: number;
}

export interface VocCodeSums {
  key: string;
  code: string;
  complaints: number;
}

/**
 * reporting.voc_monthly and reporting.voc_category_monthly, aliased `r`: the VOC roll-ups every
 * VOC report sums (a few rows per dealer, month and car model; never the log).
 */
export class VocMonthlyRepository {
  constructor(private readonly reporting: SqlRunner) {}

  /** Counted and cancelled tickets per `key` (an expression over `r`). */
  ticketSums(key: string, where: string, params: SqlParams): Promise<VocTicketSums[]> {
    return this.reporting.query<VocTicketSums[]>(
      `SELECT ${key} AS key, sum(r.tickets)::int AS tickets, sum(r.cancelled)::int AS cancelled FROM reporting.voc_monthly r WHERE ${where} GROUP BY 1`,
      params.values,
    );
  }

  /** Complaints per `key` and category code. */
  codeSums(key: string, where: string, params: SqlParams): Promise<VocCodeSums[]> {
    return this.reporting.query<VocCodeSums[]>(
      `SELECT ${key} AS key, r.category_code AS code, sum(r.complaints)::int AS complaints FROM reporting.voc_category_monthly r WHERE ${where} GROUP BY 1, 2`,
      params.values,
    );
  }
}

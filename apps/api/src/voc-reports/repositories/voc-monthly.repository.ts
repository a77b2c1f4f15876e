import { finalRollupSql, VOC_CATEGORY_MONTHLY, VOC_CATEGORY_MONTHLY_FROZEN, VOC_MONTHLY, VOC_MONTHLY_FROZEN, type SqlParams, type SqlRunner } from '@voc/persistence';
import type { RollupFigures } from '../../reports/repositories/kpi-monthly.repository';

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
 * VOC report sums (a few rows per dealer, month and car model; never the log). `final` (what
 * reports show) reads a frozen month's copy from the *_frozen tables instead (month-end freezing).
 */
export class VocMonthlyRepository {
  private readonly tickets: string;
  private readonly codes: string;

  constructor(
    private readonly reporting: SqlRunner,
    figures: RollupFigures = 'final',
  ) {
    this.tickets = figures === 'final' ? finalRollupSql('reporting', VOC_MONTHLY, VOC_MONTHLY_FROZEN, 'voc') : 'reporting.voc_monthly';
    this.codes = figures === 'final' ? finalRollupSql('reporting', VOC_CATEGORY_MONTHLY, VOC_CATEGORY_MONTHLY_FROZEN, 'voc') : 'reporting.voc_category_monthly';
  }

  /** Counted and cancelled tickets per `key` (an expression over `r`). */
  ticketSums(key: string, where: string, params: SqlParams): Promise<VocTicketSums[]> {
    return this.reporting.query<VocTicketSums[]>(
      `SELECT ${key} AS key, sum(r.tickets)::int AS tickets, sum(r.cancelled)::int AS cancelled FROM ${this.tickets} r WHERE ${where} GROUP BY 1`,
      params.values,
    );
  }

  /** Complaints per `key` and category code. */
  codeSums(key: string, where: string, params: SqlParams): Promise<VocCodeSums[]> {
    return this.reporting.query<VocCodeSums[]>(
      `SELECT ${key} AS key, r.category_code AS code, sum(r.complaints)::int AS complaints FROM ${this.codes} r WHERE ${where} GROUP BY 1, 2`,
      params.values,
    );
  }
}

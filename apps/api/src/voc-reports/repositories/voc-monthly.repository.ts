import {
  finalRollupSql,
  VOC_AREA_CATEGORY_MONTHLY,
  VOC_AREA_CATEGORY_MONTHLY_FROZEN,
  VOC_AREA_MONTHLY,
  VOC_AREA_MONTHLY_FROZEN,
  VOC_CATEGORY_MONTHLY,
  VOC_CATEGORY_MONTHLY_FROZEN,
  VOC_DEALER_CATEGORY_MONTHLY,
  VOC_DEALER_CATEGORY_MONTHLY_FROZEN,
  VOC_DEALER_MONTHLY,
  VOC_DEALER_MONTHLY_FROZEN,
  VOC_MONTHLY,
  VOC_MONTHLY_FROZEN,
  type ReportingTable,
} from '@voc/reporting-schema';
import { type SqlParams, type SqlRunner } from '@voc/sql';
import type { RollupFigures } from '../../reports/repositories/kpi-monthly.repository';
import type { VocGrain } from '../services/voc-grain';

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

/** Each grain's ticket and category roll-ups, live and frozen. */
const ROLLUPS: Record<VocGrain, { tickets: [ReportingTable, ReportingTable]; codes: [ReportingTable, ReportingTable] }> = {
  dealer_model: { tickets: [VOC_MONTHLY, VOC_MONTHLY_FROZEN], codes: [VOC_CATEGORY_MONTHLY, VOC_CATEGORY_MONTHLY_FROZEN] },
  dealer: { tickets: [VOC_DEALER_MONTHLY, VOC_DEALER_MONTHLY_FROZEN], codes: [VOC_DEALER_CATEGORY_MONTHLY, VOC_DEALER_CATEGORY_MONTHLY_FROZEN] },
  area: { tickets: [VOC_AREA_MONTHLY, VOC_AREA_MONTHLY_FROZEN], codes: [VOC_AREA_CATEGORY_MONTHLY, VOC_AREA_CATEGORY_MONTHLY_FROZEN] },
};

/** The roll-up read as `r`: final (frozen months from the copy) or live; the area grain's '' region and area read as null, as the finer rows hold them. */
function rollupFrom([live, frozen]: [ReportingTable, ReportingTable], figures: RollupFigures): string {
  const from = figures === 'final' ? finalRollupSql('reporting', live, frozen, 'voc') : `reporting.${live.name}`;
  if (!('region' in live.columns) || live.columns['region'].role !== 'key') return from;
  const columns = Object.keys(live.columns).map((c) => (c === 'region' || c === 'area_code' ? `nullif(a.${c}, '') AS ${c}` : `a.${c}`));
  return `(SELECT ${columns.join(', ')} FROM ${from} a)`;
}

/**
 * The VOC roll-ups every VOC report sums, aliased `r` (a few rows per month and dealer or area;
 * never the log): the grain (services/voc-grain) says which. `final` (what reports show) reads a
 * frozen month's copy from the *_frozen tables instead (month-end freezing).
 */
export class VocMonthlyRepository {
  constructor(
    private readonly reporting: SqlRunner,
    private readonly figures: RollupFigures = 'final',
  ) {}

  /** The same roll-ups with late changes in (a frozen month as it stands now). */
  live(): VocMonthlyRepository {
    return new VocMonthlyRepository(this.reporting, 'live');
  }

  /** Counted and cancelled tickets per `key` (an expression over `r`). */
  ticketSums(key: string, where: string, params: SqlParams, grain: VocGrain = 'dealer_model'): Promise<VocTicketSums[]> {
    return this.reporting.query<VocTicketSums[]>(
      `SELECT ${key} AS key, sum(r.tickets)::int AS tickets, sum(r.cancelled)::int AS cancelled FROM ${rollupFrom(ROLLUPS[grain].tickets, this.figures)} r WHERE ${where} GROUP BY 1`,
      params.values,
    );
  }

  /** Complaints per `key` and category code. */
  codeSums(key: string, where: string, params: SqlParams, grain: VocGrain = 'dealer_model'): Promise<VocCodeSums[]> {
    return this.reporting.query<VocCodeSums[]>(
      `SELECT ${key} AS key, r.category_code AS code, sum(r.complaints)::int AS complaints FROM ${rollupFrom(ROLLUPS[grain].codes, this.figures)} r WHERE ${where} GROUP BY 1, 2`,
      params.values,
    );
  }
}

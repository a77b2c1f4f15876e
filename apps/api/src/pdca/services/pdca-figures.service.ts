import { Inject, Injectable } from '@nestjs/common';
import type { PdcaMonthView } from '@voc/contracts';
import { addMonths, isClosedMonth, kpiAttainment, missedMeasures, NO_FIGURES, pdcaMeasures, ticketScope, type PdcaPlanPlace, type Principal, type TicketScope } from '@voc/domain';
import { SqlParams } from '@voc/sql';
import { scopeCondition } from '@voc/ticketing';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { PdcaReportingRepository } from '../repositories/pdca-reporting.repository';
import { monthsBetween, pdcaCells, type PdcaCell } from './pdca-cells';

/** Months the Check part shows after the missed one. */
export const PDCA_CHECK_MONTHS = 3;

/** Narrows the reporting rows (alias r) beyond the scope: region, area, one dealer, one type. */
export interface PdcaPlaceFilters {
  types?: readonly ('showroom' | 'service')[];
  region?: string;
  areaCode?: string;
  dealerRef?: string;
}

/** The figures behind PDCA, read from the reporting store, judged by the rules of libs/domain. */
@Injectable()
export class PdcaFigures {
  constructor(
    private readonly repository: PdcaReportingRepository,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  get targets() {
    return this.config.pdcaTargets;
  }

  /** Whether a branch's month owes a plan: it is over and missed a target. */
  async isOwed(place: PdcaPlanPlace, month: string, now: Date): Promise<boolean> {
    if (!isClosedMonth(month, now)) return false;
    const [row] = await this.figuresOf(place, month, addMonths(month, 1));
    return missedMeasures(row ?? NO_FIGURES, this.targets).length > 0;
  }

  /** The missed month and the months after it that are over (the Check part), each with its measures. */
  async check(place: PdcaPlanPlace, month: string, now: Date): Promise<PdcaMonthView[]> {
    const rows = await this.figuresOf(place, month, addMonths(month, PDCA_CHECK_MONTHS + 1));
    return monthsBetween(month, addMonths(month, PDCA_CHECK_MONTHS))
      .filter((m) => isClosedMonth(m, now))
      .map((m) => {
        const figures = rows.find((row) => row.month === m) ?? NO_FIGURES;
        return { month: m.slice(0, 7), kpi_attainment: kpiAttainment(figures), measures: pdcaMeasures(figures, this.targets) };
      });
  }

  /** The cells (owed or written) of the months from..to (YYYY-MM-01) within the user's scope and the filters. */
  async cells(scope: TicketScope, filters: PdcaPlaceFilters, from: string, to: string, now: Date): Promise<PdcaCell[]> {
    const repository = this.repository;
    const end = addMonths(to, 1);
    const figuresParams = new SqlParams();
    const statusParams = new SqlParams();
    const [figures, statuses] = await Promise.all([
      repository.figures(this.conditions(scope, filters, figuresParams), figuresParams, from, addMonths(end, 1)),
      repository.statuses(this.conditions(scope, filters, statusParams), statusParams, from, end),
    ]);
    return pdcaCells(figures, statuses, monthsBetween(from, to), now, this.targets);
  }

  /** The user's scope for PDCA reads: the ticket scope (dealer staff: their branch; managers: their area or region). */
  scopeOf(principal: Principal): TicketScope {
    return ticketScope(principal);
  }

  private figuresOf(place: PdcaPlanPlace, from: string, to: string) {
    const params = new SqlParams();
    const where = `r.dealer_ref = ${params.add(place.dealerRef)} AND r.type = ${params.add(place.type)}`;
    return this.repository.figures(where, params, from, to);
  }

  private conditions(scope: TicketScope, filters: PdcaPlaceFilters, params: SqlParams): string {
    const where = [scopeCondition(scope, 'r', params)];
    if (filters.types) where.push(`r.type = ANY(${params.add(filters.types)}::text[])`);
    if (filters.region) where.push(`r.region = ${params.add(filters.region)}`);
    if (filters.areaCode) where.push(`r.area_code = ${params.add(filters.areaCode)}`);
    if (filters.dealerRef) where.push(`r.dealer_ref = ${params.add(filters.dealerRef)}`);
    return where.join(' AND ');
  }
}

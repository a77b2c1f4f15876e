import { HttpStatus } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AUTH_ERRORS, ticketTypeOfPdcaReport, type PdcaReportAnswer } from '@voc/contracts';
import { addMonths, mayOpenEntry, PDCA_STATES, type PdcaState } from '@voc/domain';
import { ApiError } from '../../common/errors/api-error';
import { readReport, type ReportRead } from '../../reports/kernel/read-report';
import { refuseProblems } from '../../reports/kernel/report-filters';
import { ReportReads } from '../../reports/kernel/report-reads';
import { PdcaFigures } from '../services/pdca-figures.service';
import { labelFromLookup } from '../services/pdca-place';
import { pdcaReportMonths } from '../services/pdca-report-months';
import { PdcaReportQuery } from './pdca-report.query';

/**
 * Reads the reporting store only (kpi_monthly, survey_score_monthly, pdca_status); dealer names come
 * from the main database afterwards. Open to the users whose menu offers the PDCA report (SPEC.md
 * §6: admin-like and not the exclusion set), within their ticket scope.
 */
@QueryHandler(PdcaReportQuery)
export class PdcaReportHandler implements IQueryHandler<PdcaReportQuery, PdcaReportAnswer> {
  constructor(
    private readonly reads: ReportReads,
    private readonly figures: PdcaFigures,
  ) {}

  execute(query: PdcaReportQuery): Promise<PdcaReportAnswer> {
    const now = new Date();
    return readReport(query, {
      refuse: (filters, principal) => {
        const type = ticketTypeOfPdcaReport(filters.type);
        if (!mayOpenEntry(principal, type === 'service' ? 'report.pdca.service' : 'report.pdca.showroom')) throw new ApiError(HttpStatus.FORBIDDEN, 'Forbidden', AUTH_ERRORS.forbidden);
      },
      // The months whose created date (the first of the month after) is in the range; a bad range is a 400.
      period: (filters) => {
        const months = pdcaReportMonths(filters.from_created_date, filters.to_created_date, now);
        if ('problems' in months) refuseProblems(months.problems);
        return months as { from: string; to: string };
      },
      rows: (read) => this.rows(read, now),
    });
  }

  private async rows({ principal, filters, period: months }: ReportRead<PdcaReportQuery['filters'], { from: string; to: string }, never>, now: Date): Promise<PdcaReportAnswer> {
    const type = ticketTypeOfPdcaReport(filters.type);
    const scope = this.figures.scopeOf(principal);
    const [cells, freshness] = await Promise.all([
      this.figures.cells(scope, { types: [type], region: filters.region, areaCode: filters.area_code, dealerRef: filters.dealer_id }, months.from, months.to, now),
      this.reads.freshness(),
    ]);
    const counts = Object.fromEntries(PDCA_STATES.map((state) => [state, 0])) as Record<PdcaState, number>;
    for (const cell of cells) counts[cell.shownState] += 1;
    const shown = filters.state ? cells.filter((cell) => cell.shownState === filters.state) : cells;
    const labels = await this.reads.dealerLabels(shown.map((c) => c.dealerRef));
    const result = shown
      .map((cell) => ({
        dealer: labelFromLookup(cell.dealerRef, labels.get(cell.dealerRef), cell.status?.dealer_code ?? ''),
        area_code: cell.areaCode,
        region: cell.region,
        month: cell.month.slice(0, 7),
        created_date: addMonths(cell.month, 1),
        plan_id: cell.status?.plan_id ?? null,
        state: cell.state,
        shown_state: cell.shownState,
        missed: cell.missed,
        kpi_before: cell.kpiBefore,
        kpi_after: cell.kpiAfter,
        owed_figures: cell.owedFigures,
        submitted_at: cell.status?.submitted_at ?? null,
        accepted_at: cell.status?.accepted_at ?? null,
        returns: cell.status?.returns ?? 0,
      }))
      .sort((a, b) => b.month.localeCompare(a.month) || a.dealer.dealer_code.localeCompare(b.dealer.dealer_code));
    return { result, total: result.length, counts, data_as_of: freshness.data_as_of };
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PdcaWorkRow } from '@voc/contracts';
import { addMonths, pdcaActionsFrom, thaiMonth, type PdcaState } from '@voc/domain';
import { ReportReads } from '../../reports/kernel/report-reads';
import { PdcaFigures } from '../services/pdca-figures.service';
import { labelFromLookup } from '../services/pdca-place';
import { ListPdcaWorkQuery } from './list-pdca-work.query';

/** How many months back the work page looks. */
export const PDCA_WORK_MONTHS = 12;

/** What needs the user first: plans to write or rework, then those waiting for review, then the rest. */
const ORDER: Record<PdcaState, number> = { returned: 0, overdue: 1, owed: 2, draft: 3, submitted: 4, accepted: 5 };
const REVIEW_ORDER: Record<PdcaState, number> = { submitted: 0, returned: 1, overdue: 2, draft: 3, owed: 4, accepted: 5 };

/**
 * Dealer staff see every month of their branch that owes a plan or has one (last twelve months
 * that are over); reviewers see the plans written in their area, region or the whole network
 * (months nobody has written for stay in the report, not on the work page).
 */
@QueryHandler(ListPdcaWorkQuery)
export class ListPdcaWorkHandler implements IQueryHandler<ListPdcaWorkQuery, PdcaWorkRow[]> {
  constructor(
    private readonly reads: ReportReads,
    private readonly figures: PdcaFigures,
  ) {}

  async execute({ principal, filters }: ListPdcaWorkQuery): Promise<PdcaWorkRow[]> {
    const now = new Date();
    const current = thaiMonth(now);
    const author = principal.type === 'dealer';
    const cells = (await this.figures.cells(this.figures.scopeOf(principal), { types: filters.type ? [filters.type] : undefined }, addMonths(current, -PDCA_WORK_MONTHS), addMonths(current, -1), now)).filter(
      (cell) => author || cell.status !== null,
    );
    const labels = await this.reads.dealerLabels(cells.map((c) => c.dealerRef));
    const order = author ? ORDER : REVIEW_ORDER;
    return cells
      .map((cell) => ({
        plan_id: cell.status?.plan_id ?? null,
        dealer: labelFromLookup(cell.dealerRef, labels.get(cell.dealerRef), cell.status?.dealer_code ?? ''),
        type: cell.type,
        month: cell.month.slice(0, 7),
        state: cell.state,
        shown_state: cell.shownState,
        due_at: cell.dueAt,
        missed: cell.missed,
        kpi_before: cell.kpiBefore,
        abilities: pdcaActionsFrom(cell.state, author ? 'author' : 'reviewer'),
      }))
      .sort((a, b) => order[a.shown_state] - order[b.shown_state] || b.month.localeCompare(a.month) || a.dealer.dealer_code.localeCompare(b.dealer.dealer_code));
  }
}

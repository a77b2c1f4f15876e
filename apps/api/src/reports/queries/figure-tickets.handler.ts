import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FigureTicketRow, FigureTicketsAnswer } from '@voc/contracts';
import type { LiveState, TicketSource, TicketStatus, TicketType } from '@voc/domain';
import { SqlParams } from '@voc/sql';
import { readReport } from '../kernel/read-report';
import { pageOf } from '../kernel/report-page';
import { ReportReads, type RowLabel } from '../kernel/report-reads';
import { FigureTicketsRepository, type FigureTicketRecord } from '../repositories/figure-tickets.repository';
import { figureConditions, figureMet, figureOrder } from '../services/figure-conditions';
import { FigureTicketsQuery } from './figure-tickets.query';

const DEFAULT_LIMIT = 20;

/**
 * Reads the reporting store only (ticket_kpi, the table the figures are counted from), so the
 * total is the figure; dealer names come from the main database afterwards.
 */
@QueryHandler(FigureTicketsQuery)
export class FigureTicketsHandler implements IQueryHandler<FigureTicketsQuery, FigureTicketsAnswer> {
  constructor(
    private readonly reads: ReportReads,
    private readonly figureTickets: FigureTicketsRepository,
  ) {}

  execute(query: FigureTicketsQuery): Promise<FigureTicketsAnswer> {
    return readReport(query, {
      // The figure's own period (figure-conditions: the KPI figures' months, none for the open ones).
      period: () => null,
      rows: async ({ principal, filters }) => {
        const { limit, offset } = pageOf(filters, DEFAULT_LIMIT);
        const pageParams = new SqlParams();
        const pageWhere = figureConditions(principal, filters, pageParams);
        const countParams = new SqlParams();
        const countWhere = figureConditions(principal, filters, countParams);
        const [records, total, freshness] = await Promise.all([
          this.figureTickets.page(pageWhere, pageParams, figureOrder(filters.figure, filters.sort, filters.order), figureMet(filters.figure), limit, offset),
          this.figureTickets.count(countWhere, countParams),
          this.reads.freshness(),
        ]);
        const nameOf = await this.reads.dealerNames(records.map((r) => r.dealer_ref));
        return { result: records.map((record) => toRow(record, nameOf(record.dealer_ref))), total, data_as_of: freshness.data_as_of };
      },
    });
  }
}

function toRow(record: FigureTicketRecord, label: RowLabel): FigureTicketRow {
  return {
    ticket_id: record.ticket_id,
    case_no: record.case_no,
    type: record.type as TicketType,
    source: record.source as TicketSource,
    status: record.status as TicketStatus,
    dealer_id: record.dealer_ref,
    dealer_label: label.label,
    dealer_label_en: label.label_en,
    received_at: record.received_at,
    next_due_at: record.next_due_at,
    live_state: record.live_state as LiveState,
    met: record.met,
  };
}

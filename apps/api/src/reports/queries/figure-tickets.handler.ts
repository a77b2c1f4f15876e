import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FigureTicketRow, FigureTicketsAnswer } from '@voc/contracts';
import type { LiveState, TicketSource, TicketStatus, TicketType } from '@voc/domain';
import { ReportingStore } from '@voc/reporting-schema';
import { SqlParams, UnitOfWork } from '@voc/sql';
import { DealersRepository } from '../../dealers/repositories/dealers.repository';
import { FigureTicketsRepository, type FigureTicketRecord } from '../repositories/figure-tickets.repository';
import { dealerLabelText } from '../services/dealer-labels';
import { figureConditions, figureMet, figureOrder } from '../services/figure-conditions';
import { projectionFreshness } from '../services/projection-freshness';
import { FigureTicketsQuery } from './figure-tickets.query';

const DEFAULT_LIMIT = 20;

/**
 * Reads the reporting store only (ticket_kpi, the table the figures are counted from), so the
 * total is the figure; dealer names come from the main database afterwards.
 */
@QueryHandler(FigureTicketsQuery)
export class FigureTicketsHandler implements IQueryHandler<FigureTicketsQuery, FigureTicketsAnswer> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly reporting: ReportingStore,
  ) {}

  async execute({ principal, filters }: FigureTicketsQuery): Promise<FigureTicketsAnswer> {
    const repository = new FigureTicketsRepository(this.reporting.runner);
    const limit = filters.limit ?? DEFAULT_LIMIT;
    const pageParams = new SqlParams();
    const pageWhere = figureConditions(principal, filters, pageParams);
    const countParams = new SqlParams();
    const countWhere = figureConditions(principal, filters, countParams);
    const [records, total, freshness] = await Promise.all([
      repository.page(pageWhere, pageParams, figureOrder(filters.figure, filters.sort, filters.order), figureMet(filters.figure), limit, ((filters.page ?? 1) - 1) * limit),
      repository.count(countWhere, countParams),
      projectionFreshness(this.uow.runner, this.reporting.runner),
    ]);
    const labels = await new DealersRepository(this.uow.runner).labels(records.map((r) => r.dealer_ref));
    return {
      result: records.map((record) => toRow(record, dealerLabelText(labels.get(record.dealer_ref), record.dealer_ref))),
      total,
      data_as_of: freshness.data_as_of,
    };
  }
}

function toRow(record: FigureTicketRecord, label: { label: string; label_en: string }): FigureTicketRow {
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

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CaseClosedReportAnswer, CaseClosedRow } from '@voc/contracts';
import { periodMonths, THAI_SQL, type TicketSource, type TicketType } from '@voc/domain';
import { ReportingStore } from '@voc/reporting-schema';
import { SqlParams, UnitOfWork } from '@voc/sql';
import { DealersRepository } from '../../dealers/repositories/dealers.repository';
import { CaseClosedRepository, type CaseClosedRecord } from '../repositories/case-closed.repository';
import { dealerLabelText } from '../services/dealer-labels';
import { projectionFreshness } from '../services/projection-freshness';
import { reportConditions } from '../services/report-scope';
import { CaseClosedReportQuery } from './case-closed-report.query';

const DEFAULT_LIMIT = 50;
const days = (value: string | null) => (value === null ? null : Number(value));
const average = (sum: string, count: number) => (count === 0 ? null : Math.round((Number(sum) / count) * 100) / 100);

/**
 * Reads the reporting store only: the tickets whose completion (B) falls in the Thai month, in the
 * user's scope and filters (the page from ticket_kpi, the count and summary from
 * ticket_closed_monthly); dealer names come from the main database afterwards.
 */
@QueryHandler(CaseClosedReportQuery)
export class CaseClosedReportHandler implements IQueryHandler<CaseClosedReportQuery, CaseClosedReportAnswer> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly reporting: ReportingStore,
  ) {}

  async execute({ principal, filters }: CaseClosedReportQuery): Promise<CaseClosedReportAnswer> {
    const { from, to } = periodMonths('monthly', filters.year, filters.month);
    const conditions = (params: SqlParams) =>
      `${reportConditions(principal, { ...filters, mode: 'overall' }, params)} AND NOT r.deleted AND r.closed_at IS NOT NULL
       AND r.closed_at >= ${THAI_SQL.dayStart(params.add(from))} AND r.closed_at < ${THAI_SQL.dayStart(params.add(to))}`;
    const repository = new CaseClosedRepository(this.reporting.runner);
    const limit = filters.limit ?? DEFAULT_LIMIT;
    const pageParams = new SqlParams();
    const pageWhere = conditions(pageParams);
    const sumParams = new SqlParams();
    // The same tickets in the roll-up: completed (and not deleted) by construction, by Thai month of completion.
    const sumWhere = `${reportConditions(principal, { ...filters, mode: 'overall' }, sumParams)} AND r.closed_month >= ${sumParams.add(from)}::date AND r.closed_month < ${sumParams.add(to)}::date`;
    const [records, sums, freshness] = await Promise.all([
      repository.page(pageWhere, pageParams, limit, ((filters.page ?? 1) - 1) * limit),
      repository.sums(sumWhere, sumParams),
      projectionFreshness(this.uow.runner, this.reporting.runner),
    ]);
    const labels = await new DealersRepository(this.uow.runner).labels(records.map((r) => r.dealer_ref));
    const held = Number(sums.held_tickets);
    const kpi4aMet = Number(sums.kpi4a_met);
    const kpi4aDecided = Number(sums.kpi4a_decided);
    return {
      result: records.map((record) => this.toRow(record, dealerLabelText(labels.get(record.dealer_ref), record.dealer_ref))),
      total: Number(sums.tickets),
      summary: {
        avg_days_to_close: average(sums.kpi4_days_sum, Number(sums.tickets)),
        kpi4a: { met: kpi4aMet, decided: kpi4aDecided, rate: kpi4aDecided === 0 ? null : Math.round((kpi4aMet / kpi4aDecided) * 1000) / 10 },
        held: { tickets: held, to_proposal_avg_days: average(sums.to_proposal_days_sum, held), approval_wait_avg_days: average(sums.approval_wait_days_sum, held) },
      },
      month: { from, to },
      data_as_of: freshness.data_as_of,
    };
  }

  private toRow(record: CaseClosedRecord, label: { label: string; label_en: string }): CaseClosedRow {
    return {
      ticket_id: record.ticket_id,
      case_no: record.case_no,
      type: record.type as TicketType,
      source: record.source as TicketSource,
      dealer_id: record.dealer_ref,
      dealer_label: label.label,
      dealer_label_en: label.label_en,
      received_at: record.received_at,
      closed_at: record.closed_at,
      days_to_close: days(record.kpi4_days),
      kpi4a: record.kpi4a,
      to_proposal_days: days(record.to_proposal_days),
      approval_wait_days: days(record.approval_wait_days),
    };
  }
}

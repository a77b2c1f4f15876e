import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CaseClosedReportAnswer, CaseClosedRow } from '@voc/contracts';
import { THAI_SQL, type TicketSource, type TicketType } from '@voc/domain';
import { SqlParams } from '@voc/sql';
import { readReport } from '../kernel/read-report';
import { pageOf } from '../kernel/report-page';
import { inMonths, monthsOf } from '../kernel/report-periods';
import { ReportReads, type RowLabel } from '../kernel/report-reads';
import { CaseClosedRepository, type CaseClosedRecord } from '../repositories/case-closed.repository';
import { reportConditions } from '../kernel/report-scope';
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
    private readonly reads: ReportReads,
    private readonly closed: CaseClosedRepository,
  ) {}

  execute(query: CaseClosedReportQuery): Promise<CaseClosedReportAnswer> {
    return readReport(query, {
      // One month, whatever period the filters carry.
      period: (filters) => monthsOf()({ year: filters.year, month: filters.month }),
      rows: async ({ principal, filters, period }) => {
        const { from, to } = period;
        const overall = { ...filters, mode: 'overall' as const };
        const conditions = (params: SqlParams) =>
          `${reportConditions(principal, overall, params)} AND NOT r.deleted AND r.closed_at IS NOT NULL
       AND r.closed_at >= ${THAI_SQL.dayStart(params.add(from))} AND r.closed_at < ${THAI_SQL.dayStart(params.add(to))}`;
        const { limit, offset } = pageOf(filters, DEFAULT_LIMIT);
        const pageParams = new SqlParams();
        const pageWhere = conditions(pageParams);
        const sumParams = new SqlParams();
        // The same tickets in the roll-up: completed (and not deleted) by construction, by Thai month of completion.
        const sumWhere = `${reportConditions(principal, overall, sumParams)} AND ${inMonths('r.closed_month', period, sumParams)}`;
        const [records, sums, freshness] = await Promise.all([this.closed.page(pageWhere, pageParams, limit, offset), this.closed.sums(sumWhere, sumParams), this.reads.freshness()]);
        const nameOf = await this.reads.dealerNames(records.map((r) => r.dealer_ref));
        const held = Number(sums.held_tickets);
        const kpi4aMet = Number(sums.kpi4a_met);
        const kpi4aDecided = Number(sums.kpi4a_decided);
        return {
          result: records.map((record) => this.toRow(record, nameOf(record.dealer_ref))),
          total: Number(sums.tickets),
          summary: {
            avg_days_to_close: average(sums.kpi4_days_sum, Number(sums.tickets)),
            kpi4a: { met: kpi4aMet, decided: kpi4aDecided, rate: kpi4aDecided === 0 ? null : Math.round((kpi4aMet / kpi4aDecided) * 1000) / 10 },
            held: { tickets: held, to_proposal_avg_days: average(sums.to_proposal_days_sum, held), approval_wait_avg_days: average(sums.approval_wait_days_sum, held) },
          },
          month: { from, to },
          data_as_of: freshness.data_as_of,
        };
      },
    });
  }

  private toRow(record: CaseClosedRecord, label: RowLabel): CaseClosedRow {
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

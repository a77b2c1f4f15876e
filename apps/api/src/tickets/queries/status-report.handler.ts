import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { StatusReportRow } from '@voc/contracts';
import { THAI_SQL, TICKET_STATUSES, ticketScope, type TicketStatus } from '@voc/domain';
import { SqlParams } from '@voc/sql';
import { scopeCondition } from '@voc/ticketing';
import { readReport } from '../../reports/kernel/read-report';
import { ReportReads } from '../../reports/kernel/report-reads';
import { TicketKpiRepository } from '../../reports/repositories/ticket-kpi.repository';
import { StatusReportQuery } from './status-report.query';

/**
 * GET /api/tickets/report/status: tickets per status per dealer, from the ticket KPI projection
 * in the reporting store (one row per ticket with its current status), never from the write
 * model or the log; dealer names come from the main database.
 */
@QueryHandler(StatusReportQuery)
export class StatusReportHandler implements IQueryHandler<StatusReportQuery, StatusReportRow[]> {
  constructor(
    private readonly reads: ReportReads,
    private readonly ticketKpi: TicketKpiRepository,
  ) {}

  execute(query: StatusReportQuery): Promise<StatusReportRow[]> {
    return readReport(query, {
      // Thai days of receipt, both inclusive; either may be absent.
      period: (filters) => ({ from: filters.from_created_date, to: filters.to_created_date }),
      rows: ({ principal, filters, period }) => {
        const params = new SqlParams();
        const where = ['NOT r.deleted', scopeCondition(ticketScope(principal), 'r', params)];
        if (filters.type) where.push(`r.type = ${params.add(filters.type)}`);
        if (filters.source) where.push(`r.source = ${params.add(filters.source)}`);
        if (filters.dealer_id) where.push(`r.dealer_ref = ${params.add(filters.dealer_id)}`);
        if (period.from) where.push(`r.received_at >= ${THAI_SQL.dayStart(params.add(period.from))}`);
        if (period.to) where.push(`r.received_at < ${THAI_SQL.dayStart(params.add(period.to))} + interval '1 day'`);
        return this.rows(where.join(' AND '), params);
      },
    });
  }

  private async rows(where: string, params: SqlParams): Promise<StatusReportRow[]> {
    const rows = await this.ticketKpi.byDealerAndStatus(where, params);
    const labels = await this.reads.dealerLabels(rows.map((row) => row.dealer_id));
    const byDealer = new Map<string, StatusReportRow>();
    for (const row of rows) {
      const label = labels.get(row.dealer_id);
      if (!label) continue; // a dealer removed from the main database has nobody to report to
      let entry = byDealer.get(row.dealer_id);
      if (!entry) {
        const counts = Object.fromEntries(TICKET_STATUSES.map((s) => [s, 0])) as Record<TicketStatus, number>;
        entry = { dealer_id: row.dealer_id, ...label, counts, total: 0 };
        byDealer.set(row.dealer_id, entry);
      }
      entry.counts[row.status] = Number(row.n);
      entry.total += Number(row.n);
    }
    return [...byDealer.values()].sort((a, b) => a.dealer_code.localeCompare(b.dealer_code));
  }
}

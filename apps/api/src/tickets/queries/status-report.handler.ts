import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { StatusReportRow } from '@voc/contracts';
import { TICKET_STATUSES, ticketScope, type TicketStatus } from '@voc/domain';
import { scopeCondition, SqlParams } from '@voc/ticketing';
import { StatusReportQuery } from './status-report.query';

/** Bangkok midnight of a YYYY-MM-DD day. */
const bangkokDay = (param: string) => `(${param}::date::timestamp AT TIME ZONE 'Asia/Bangkok')`;

/**
 * GET /api/tickets/report/status: tickets per status per dealer, from the ticket KPI projection
 * (one row per ticket with its current status), never from the write model or the log.
 */
@QueryHandler(StatusReportQuery)
export class StatusReportHandler implements IQueryHandler<StatusReportQuery, StatusReportRow[]> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ principal, filters }: StatusReportQuery): Promise<StatusReportRow[]> {
    const params = new SqlParams();
    const where = ['NOT r.deleted', scopeCondition(ticketScope(principal), 'r', params)];
    if (filters.type) where.push(`r.type = ${params.add(filters.type)}`);
    if (filters.source) where.push(`r.source = ${params.add(filters.source)}`);
    if (filters.dealer_id) where.push(`r.dealer_ref = ${params.add(filters.dealer_id)}`);
    if (filters.from_created_date) where.push(`r.received_at >= ${bangkokDay(params.add(filters.from_created_date))}`);
    if (filters.to_created_date) where.push(`r.received_at < ${bangkokDay(params.add(filters.to_created_date))} + interval '1 day'`);
    const rows = await this.db.query<Array<{ dealer_id: string; dealer_code: string; dealer_name: string; branch_name: string; status: TicketStatus; n: string }>>(
      `SELECT d.id AS dealer_id, d.dealer_code, d.dealer_name, d.branch_name, r.status, count(*) AS n
       FROM reporting.ticket_kpi r JOIN dealers d ON d.id = r.dealer_ref
       WHERE ${where.join(' AND ')}
       GROUP BY d.id, d.dealer_code, d.dealer_name, d.branch_name, r.status ORDER BY d.dealer_code`,
      params.values,
    );
    const byDealer = new Map<string, StatusReportRow>();
    for (const row of rows) {
      let entry = byDealer.get(row.dealer_id);
      if (!entry) {
        const counts = Object.fromEntries(TICKET_STATUSES.map((s) => [s, 0])) as Record<TicketStatus, number>;
        entry = { dealer_id: row.dealer_id, dealer_code: row.dealer_code, dealer_name: row.dealer_name, branch_name: row.branch_name, counts, total: 0 };
        byDealer.set(row.dealer_id, entry);
      }
      entry.counts[row.status] = Number(row.n);
      entry.total += Number(row.n);
    }
    return [...byDealer.values()];
  }
}

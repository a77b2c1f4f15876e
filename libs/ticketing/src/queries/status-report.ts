import type { DataSource } from 'typeorm';
import type { ListTicketsQueryDto, StatusReportRow } from '@voc/contracts';
import { TICKET_STATUSES, type Principal, type TicketStatus } from '@voc/domain';
import { SqlParams } from '../store/sql-params';
import { ticketFilters } from './list-tickets';

/**
 * GET /api/tickets/report/status: tickets per status per dealer for the same filters as the list
 * (read from the write model for now; the projections issue moves it to the reporting store).
 */
export async function statusReport(db: DataSource, principal: Principal, query: ListTicketsQueryDto): Promise<StatusReportRow[]> {
  const params = new SqlParams();
  const where = ticketFilters(principal, { ...query, status: undefined }, params);
  const rows = await db.query<Array<{ dealer_id: string; dealer_code: string; dealer_name: string; branch_name: string; status: TicketStatus; n: string }>>(
    `SELECT d.id AS dealer_id, d.dealer_code, d.dealer_name, d.branch_name, t.status, count(*) AS n
     FROM tickets t JOIN dealers d ON d.id = t.dealer_ref WHERE ${where}
     GROUP BY d.id, d.dealer_code, d.dealer_name, d.branch_name, t.status ORDER BY d.dealer_code`,
    params.values,
  );
  const byDealer = new Map<string, StatusReportRow>();
  for (const row of rows) {
    let entry = byDealer.get(row.dealer_id);
    if (!entry) {
      entry = {
        dealer_id: row.dealer_id,
        dealer_code: row.dealer_code,
        dealer_name: row.dealer_name,
        branch_name: row.branch_name,
        counts: Object.fromEntries(TICKET_STATUSES.map((s) => [s, 0])) as Record<TicketStatus, number>,
        total: 0,
      };
      byDealer.set(row.dealer_id, entry);
    }
    entry.counts[row.status] = Number(row.n);
    entry.total += Number(row.n);
  }
  return [...byDealer.values()];
}

import type { StatusReportRow } from '@voc/contracts';
import { TICKET_STATUSES, type TicketStatus } from '@voc/domain';

/** The report's columns: every status in workflow order, cancelled last. */
export const REPORT_STATUSES: readonly TicketStatus[] = TICKET_STATUSES;

/** The totals row: tickets per status over all dealers, and all of them. */
export function statusTotals(rows: readonly StatusReportRow[]): { counts: Record<TicketStatus, number>; total: number } {
  const counts = Object.fromEntries(REPORT_STATUSES.map((status) => [status, 0])) as Record<TicketStatus, number>;
  let total = 0;
  for (const row of rows) {
    for (const status of REPORT_STATUSES) counts[status] += row.counts[status] ?? 0;
    total += row.total;
  }
  return { counts, total };
}

import { TICKET_STATUSES, type TicketStatus } from '../tickets/ticket-status';

/**
 * The outcome of a call-centre ticket in the call-centre report: the status it stands in now
 * (open W, C, S, I, T, R; completed B; cancelled D), counted in its month of receipt like every
 * VOC figure. A cancelled ticket shows as D whatever status it was cancelled from; a deleted one
 * is in no outcome. So a row's outcomes sum to its counted tickets plus its cancelled ones, the
 * ticket-KPI report's ticket count.
 */
export const CALLCENTER_OUTCOMES: readonly TicketStatus[] = TICKET_STATUSES;

export function callcenterOutcome(ticket: { status: string; cancelled: boolean; deleted: boolean }): TicketStatus | null {
  if (ticket.deleted) return null;
  if (ticket.cancelled) return 'D';
  return (TICKET_STATUSES as readonly string[]).includes(ticket.status) ? (ticket.status as TicketStatus) : null;
}

/**
 * The same rule in SQL over a row of tickets that are not deleted (alias `alias`, with `status` and
 * `cancelled`: reporting.ticket_status_monthly, which leaves deleted tickets out).
 */
export function callcenterOutcomeSql(alias: string): string {
  return `CASE WHEN ${alias}.cancelled THEN 'D' ELSE ${alias}.status END`;
}

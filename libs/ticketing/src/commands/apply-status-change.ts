import type { SqlRunner } from '@voc/sql';
import { checkTransition, type Principal, type TicketStatus } from '@voc/domain';
import { TicketingError } from '../errors/ticketing-error';
import { changeTicket } from '../store/change-ticket';
import { dimensionsOf, type TicketRow } from '../store/ticket-row';
import { statusDateColumns } from './status-effects';
import { prepareNotifications, writeNotifications } from '@voc/notifications';
import { TICKET_EVENT_TYPES, type TicketEventPayloads } from '@voc/events';

/** A status change checked against the ticket as read: its SET list and its event. */
export type StatusChangePlan = { assignments: (p: { add(value: unknown): string }) => string } & (
  | { type: 'TicketCancelled'; payload: TicketEventPayloads['TicketCancelled'] }
  | { type: 'TicketStatusChanged'; payload: TicketEventPayloads['TicketStatusChanged'] }
);

/**
 * The status machine's check of a move from the ticket as read, and what the move writes: the
 * history line, the status dates, the version, and the TicketStatusChanged (or TicketCancelled)
 * event. Refusals carry their own message key.
 */
export function planStatusChange(ticket: TicketRow, to: TicketStatus, principal: Principal, now: Date, cancelReason?: string): StatusChangePlan {
  const check = checkTransition(ticket.status, to, principal, cancelReason !== undefined);
  if (!check.ok) {
    const kind = check.refusal === 'errors.status.notAllowed' ? 'forbidden' : 'refused';
    throw new TicketingError(kind, 'StatusChangeRefused', check.refusal, [{ field: 'status', message: check.refusal }]);
  }
  const log = { updated_date: now.toISOString(), updated_by: principal.name, status: to, ...(cancelReason ? { note: cancelReason } : {}) };
  const assignments = (p: { add(value: unknown): string }) => {
    const at = p.add(now);
    const dates = statusDateColumns(to).map((column) => `, ${column} = ${at}`).join('');
    return `status = ${p.add(to)}, logs = logs || ${p.add(JSON.stringify([log]))}::jsonb, cancel_description = COALESCE(${p.add(cancelReason ?? null)}::text, cancel_description),
      updated_date = ${at}, version = version + 1${dates}`;
  };
  const dims = dimensionsOf(ticket);
  if (to === 'D') return { assignments, type: TICKET_EVENT_TYPES.cancelled, payload: { ticket: dims, from: ticket.status, reason: cancelReason ?? '' } };
  return { assignments, type: TICKET_EVENT_TYPES.statusChanged, payload: { ticket: dims, from: ticket.status, to } };
}

/**
 * Moves a locked ticket to a new status through the status machine (planStatusChange), appending
 * the history line and the event; answers the ticket as it now reads.
 */
export async function applyStatusChange(
  manager: SqlRunner,
  ticket: TicketRow,
  to: TicketStatus,
  principal: Principal,
  now: Date,
  cancelReason?: string,
): Promise<TicketRow> {
  const plan = planStatusChange(ticket, to, principal, now, cancelReason);
  if (to === 'D') return writeStatusChange(manager, ticket.id, plan, principal, now);
  // Completion asks the customer by SMS (its delivery is KPI5c), requested with the change itself.
  // Its reads (the ticket's notice facts, the directory) come before the UPDATE, so the writes are
  // back to back: the ticket is locked by the caller, and the UPDATE changes none of the facts the
  // notice reads (case_no, place, dates, tel), so they read the same before it as after it; the
  // dealer and the users are not locked either way (docs/BENCHMARKS.md, stop 24).
  const notices = to === 'B' ? await prepareNotifications(manager, [{ kind: 'ticket_completed', ticketId: ticket.id }]) : [];
  const changed = await writeStatusChange(manager, ticket.id, plan, principal, now);
  if (notices.length) await writeNotifications(manager, notices, now);
  return changed;
}

/** The planned change as one statement (changeTicket), on a ticket the caller holds locked. */
function writeStatusChange(manager: SqlRunner, ticketId: string, plan: StatusChangePlan, principal: Principal, now: Date): Promise<TicketRow> {
  return plan.type === 'TicketCancelled'
    ? changeTicket(manager, ticketId, plan.assignments, plan.type, plan.payload, principal, now)
    : changeTicket(manager, ticketId, plan.assignments, plan.type, plan.payload, principal, now);
}

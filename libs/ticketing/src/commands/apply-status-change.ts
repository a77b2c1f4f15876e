import type { EntityManager } from 'typeorm';
import { checkTransition, type Principal, type TicketStatus } from '@voc/domain';
import { TicketingError } from '../errors/ticketing-error';
import { appendTicketEvent, TICKET_EVENT_TYPES } from '../store/ticket-events';
import { dimensionsOf, type TicketRow } from '../store/ticket-row';
import { statusDateColumns } from './status-effects';

/**
 * Moves a locked ticket to a new status through the status machine, appending the history line
 * and the TicketStatusChanged (or TicketCancelled) event. Refusals carry their own message key.
 */
export async function applyStatusChange(
  manager: EntityManager,
  ticket: TicketRow,
  to: TicketStatus,
  principal: Principal,
  now: Date,
  cancelReason?: string,
): Promise<void> {
  const check = checkTransition(ticket.status, to, principal, cancelReason !== undefined);
  if (!check.ok) {
    const kind = check.refusal === 'errors.status.notAllowed' ? 'forbidden' : 'refused';
    throw new TicketingError(kind, 'StatusChangeRefused', check.refusal, [{ field: 'status', message: check.refusal }]);
  }
  const log = { updated_date: now.toISOString(), updated_by: principal.name, status: to, ...(cancelReason ? { note: cancelReason } : {}) };
  const dates = statusDateColumns(to).map((column) => `, ${column} = $5`).join('');
  await manager.query(
    `UPDATE tickets SET status = $2, logs = logs || $3::jsonb, cancel_description = COALESCE($4, cancel_description),
       updated_date = $5, version = version + 1${dates}
     WHERE id = $1`,
    [ticket.id, to, JSON.stringify([log]), cancelReason ?? null, now],
  );
  const dims = dimensionsOf(ticket);
  if (to === 'D') {
    await appendTicketEvent(manager, ticket.id, TICKET_EVENT_TYPES.cancelled, { ticket: dims, from: ticket.status, reason: cancelReason ?? '' }, principal, now);
  } else {
    await appendTicketEvent(manager, ticket.id, TICKET_EVENT_TYPES.statusChanged, { ticket: dims, from: ticket.status, to }, principal, now);
  }
}

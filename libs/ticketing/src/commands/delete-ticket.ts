import type { Principal } from '@voc/domain';
import { TicketingError } from '../errors/ticketing-error';
import { loadTicketInScope } from '../store/load-ticket';
import { dimensionsOf } from '../store/ticket-row';
import { mayDelete } from './abilities';
import { appendTicketEvent, TICKET_EVENT_TYPES } from '@voc/events';
import type { UnitOfWork } from '@voc/persistence';

/** Soft delete: the row stays for the log's sake, marked deleted, with a TicketDeleted event. */
export async function deleteTicket(uow: UnitOfWork, principal: Principal, id: string, now = new Date()): Promise<void> {
  await uow.run(async (manager) => {
    const ticket = await loadTicketInScope(manager, principal, id, true);
    if (!mayDelete(principal)) throw new TicketingError('forbidden', 'Forbidden', 'errors.auth.forbidden');
    await manager.query(`UPDATE tickets SET deleted_at = $2, updated_date = $2, version = version + 1 WHERE id = $1`, [ticket.id, now]);
    await appendTicketEvent(manager, ticket.id, TICKET_EVENT_TYPES.deleted, { ticket: dimensionsOf(ticket), status: ticket.status }, principal, now);
  });
}

import type { TicketView } from '@voc/contracts';
import { mayMake, type Principal } from '@voc/domain';
import type { UnitOfWork } from '@voc/sql';
import { TicketingError } from '../errors/ticketing-error';
import { loadTicketInScope } from '../store/load-ticket';
import { toTicketView } from '../store/ticket-row';
import { applyStatusChange } from './apply-status-change';

/** Cancels a ticket (status D) with its reason; the server writes the history line itself. */
export async function cancelTicket(uow: UnitOfWork, principal: Principal, id: string, reason: string, now = new Date()): Promise<TicketView> {
  return uow.run(async (tx) => {
    const ticket = await loadTicketInScope(tx, principal, id, true);
    if (!mayMake('cancel', principal)) throw new TicketingError('forbidden', 'StatusChangeRefused', 'errors.status.notAllowed');
    return toTicketView(await applyStatusChange(tx, ticket, 'D', principal, now, reason.trim()));
  });
}

import type { TicketView } from '@voc/contracts';
import { editRefusal, type Principal, type TicketStatus } from '@voc/domain';
import type { UnitOfWork } from '@voc/persistence';
import { TicketingError } from '../errors/ticketing-error';
import { loadTicketInScope } from '../store/load-ticket';
import { toTicketView } from '../store/ticket-row';
import { applyStatusChange } from './apply-status-change';

/**
 * Moves a ticket to another status (not D: cancelling is its own command) through the status
 * machine; a ticket locked for editing refuses, except one waiting for approval (B).
 */
export async function changeTicketStatus(uow: UnitOfWork, principal: Principal, id: string, to: Exclude<TicketStatus, 'D'>, now = new Date()): Promise<TicketView> {
  return uow.run(async (tx) => {
    const ticket = await loadTicketInScope(tx, principal, id, true);
    const refusal = editRefusal(ticket.status, ticket.approved_date, now, principal.permission);
    if (refusal && ticket.status !== 'B') throw new TicketingError('refused', 'TicketLocked', refusal);
    return toTicketView(await applyStatusChange(tx, ticket, to, principal, now));
  });
}
